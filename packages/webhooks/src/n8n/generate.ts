/**
 * Writes the n8n workflows as files to import by hand (Workflows > Import from File), for those who
 * prefer n8n's editor to `grand-river-webhooks provision`: one per form, the alert workflow and the
 * leads table's columns, from the same builder provisioning uses (workflows.ts). A test keeps the
 * shipped files equal to what this writes with no options. A maintainer's tool, run from the build:
 *
 *   pnpm --filter @grand-river/webhooks receivers [--origin https://www.example.com] [--table-id <id>]
 *     [--notify-to hello@agency.example] [--notify-from site@agency.example] [--out folder]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  DEFAULT_ORIGIN,
  LEAD_COLUMNS,
  LEAD_FORMS,
  alertWorkflow,
  leadWorkflow,
  resendWorkflow,
  type ReceiverSettings,
} from "./workflows.js";

/** The file of each form's workflow, of the alert workflow (`"alert"`) and of the table's columns (`"leads-columns"`). */
export function workflowFile(name: string, folder = join(import.meta.dirname, "../../receivers/n8n")) {
  return join(folder, `grand-river-${name}.json`);
}

/**
 * The files' contents by name, for the given settings.
 */
export function importFiles(settings: ReceiverSettings) {
  return [
    ...LEAD_FORMS.map((form) => [form, leadWorkflow(form, settings)] as const),
    ["alert", alertWorkflow(settings)] as const,
    ["resend", resendWorkflow(settings)] as const,
    // For a table made by hand: the columns to give it, in order, with their types.
    ["leads-columns", LEAD_COLUMNS] as const,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The repository's own Prettier (a root dev dependency): only writing the files needs it.
  const { format, resolveConfig } = await import("prettier");
  const { values } = parseArgs({
    options: {
      origin: { type: "string", default: DEFAULT_ORIGIN },
      "table-id": { type: "string" },
      "notify-to": { type: "string" },
      "notify-from": { type: "string" },
      out: { type: "string" },
    },
  });
  if (values.out) mkdirSync(values.out, { recursive: true });
  const settings = {
    origin: values.origin,
    ...(values["table-id"] ? { tableId: values["table-id"] } : {}),
    ...(values["notify-to"] ? { notifyTo: values["notify-to"] } : {}),
    ...(values["notify-from"] ? { notifyFrom: values["notify-from"] } : {}),
  };
  for (const [name, workflow] of importFiles(settings)) {
    const file = workflowFile(name, values.out);
    // Formatted as `pnpm format` would, so regenerating leaves an unchanged workflow's file alone.
    const text = await format(JSON.stringify(workflow), {
      ...(await resolveConfig(file)),
      parser: "json",
      filepath: file,
    });
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
}
