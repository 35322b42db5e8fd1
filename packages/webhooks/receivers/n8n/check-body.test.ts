import { readFileSync } from "node:fs";
import { Script } from "node:vm";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { workflowFile } from "../../src/n8n/generate";
import { LEAD_FORMS, NODE } from "../../src/n8n/workflows";
import { PAYLOAD_SCHEMAS } from "../../src/payloads";
import { formBodies } from "../../src/testing/bodies";

type Form = keyof typeof formBodies;
type Body = Record<string, unknown>;

/**
 * One accept/refuse table for every form, run through the shipped n8n node and through the
 * package's valibot schema: each must decide every row as the table says. A schema changed without
 * the node (or a node that reads the schema wrongly) disagrees on some row and fails here.
 */
const rows: { form: Form; what: string; change: (body: Body) => Body | string; accepted: boolean }[] = [
  ...LEAD_FORMS.flatMap((form) => [
    { form, what: "the form's own body", change: (body: Body) => body, accepted: true },
    { form, what: "an extra field", change: (body: Body) => ({ ...body, website2: "x" }), accepted: false },
    { form, what: "an array, not an object", change: (body: Body) => [body] as unknown as Body, accepted: false },
    ...Object.keys(formBodies[form]).flatMap((field) => [
      { form, what: `"${field}" missing`, change: ({ [field]: _, ...rest }: Body) => rest, accepted: false },
      { form, what: `"${field}" null`, change: (body: Body) => ({ ...body, [field]: null }), accepted: false },
      { form, what: `"${field}" as an object`, change: (body: Body) => ({ ...body, [field]: {} }), accepted: false },
    ]),
  ]),
  ...(["newsletter", "report", "playbook", "contact"] as const).flatMap((form) => [
    {
      form,
      what: "an address without @",
      change: (body: Body) => ({ ...body, email: "ada.example.com" }),
      accepted: false,
    },
    {
      form,
      what: "an address with a space",
      change: (body: Body) => ({ ...body, email: "a da@x.io" }),
      accepted: false,
    },
    { form, what: "a short address", change: (body: Body) => ({ ...body, email: "a@b" }), accepted: true },
  ]),
  ...(["newsletter", "report", "contact", "worklog"] as const).flatMap((form) => [
    {
      form,
      what: "a date, not a time",
      change: (body: Body) => ({ ...body, timestamp: "2025-03-10" }),
      accepted: false,
    },
    {
      form,
      what: "month 13",
      change: (body: Body) => ({ ...body, timestamp: "2025-13-10T14:05:00.000Z" }),
      accepted: false,
    },
  ]),
  {
    form: "newsletter",
    what: "the section's source",
    change: (b) => ({ ...b, source: "newsletter-section" }),
    accepted: true,
  },
  { form: "newsletter", what: "another source", change: (b) => ({ ...b, source: "footer" }), accepted: false },
  { form: "report", what: "newsletter as text", change: (b) => ({ ...b, newsletter: "true" }), accepted: false },
  { form: "report", what: "an empty name", change: (b) => ({ ...b, name: "" }), accepted: false },
  { form: "report", what: "a name of spaces", change: (b) => ({ ...b, name: "   " }), accepted: false },
  { form: "report", what: "an empty company", change: (b) => ({ ...b, company: "" }), accepted: true },
  {
    form: "playbook",
    what: "a 100-character pain point",
    change: (b) => ({ ...b, painPoint: "x".repeat(100) }),
    accepted: true,
  },
  {
    form: "playbook",
    what: "a 101-character pain point",
    change: (b) => ({ ...b, painPoint: "x".repeat(101) }),
    accepted: false,
  },
  { form: "playbook", what: "familiarity 1", change: (b) => ({ ...b, aiFamiliarity: 1 }), accepted: true },
  { form: "playbook", what: "familiarity 5", change: (b) => ({ ...b, aiFamiliarity: 5 }), accepted: true },
  { form: "playbook", what: "familiarity 0", change: (b) => ({ ...b, aiFamiliarity: 0 }), accepted: false },
  { form: "playbook", what: "familiarity 6", change: (b) => ({ ...b, aiFamiliarity: 6 }), accepted: false },
  { form: "playbook", what: "familiarity 2.5", change: (b) => ({ ...b, aiFamiliarity: 2.5 }), accepted: false },
  { form: "playbook", what: "familiarity as text", change: (b) => ({ ...b, aiFamiliarity: "3" }), accepted: false },
  { form: "playbook", what: "a team size of 50+", change: (b) => ({ ...b, teamSize: "large" }), accepted: true },
  { form: "playbook", what: "an unknown team size", change: (b) => ({ ...b, teamSize: "huge" }), accepted: false },
  { form: "playbook", what: "no apps", change: (b) => ({ ...b, apps: [] }), accepted: false },
  { form: "playbook", what: "an empty app", change: (b) => ({ ...b, apps: [""] }), accepted: false },
  { form: "playbook", what: "an app as a number", change: (b) => ({ ...b, apps: [1] }), accepted: false },
  {
    form: "playbook",
    what: "an app the form does not list",
    change: (b) => ({ ...b, apps: ["zapier"] }),
    accepted: true,
  },
  { form: "playbook", what: "an empty industry", change: (b) => ({ ...b, industry: " " }), accepted: false },
  { form: "worklog", what: "no break", change: (b) => ({ ...b, breakTime: 0 }), accepted: true },
  { form: "worklog", what: "a negative break", change: (b) => ({ ...b, breakTime: -1 }), accepted: false },
  { form: "worklog", what: "a rate as text", change: (b) => ({ ...b, hourlyRate: "25.50" }), accepted: false },
  { form: "worklog", what: "a rate in cents", change: (b) => ({ ...b, hourlyRate: 25.55 }), accepted: true },
  {
    form: "worklog",
    what: "a rate too large for a number",
    change: (b) => JSON.stringify({ ...b, hourlyRate: 1 }).replace('"hourlyRate":1', '"hourlyRate":1e999'),
    accepted: false,
  },
  { form: "worklog", what: "an empty description", change: (b) => ({ ...b, workDescription: "" }), accepted: false },
  { form: "contact", what: "an empty phone", change: (b) => ({ ...b, phone: "" }), accepted: true },
  { form: "contact", what: "an empty message", change: (b) => ({ ...b, message: "\n" }), accepted: false },
];

/** The shipped workflow's "Check the body" node, run as n8n runs a Code node, on a raw body. */
async function nodeAccepts(form: Form, text: string): Promise<boolean> {
  const workflow = JSON.parse(readFileSync(workflowFile(form), "utf8")) as {
    nodes: { name: string; parameters: { jsCode?: string } }[];
  };
  const code = workflow.nodes.find((node) => node.name === NODE.check)?.parameters.jsCode ?? "";
  const item = { json: { query: {} }, binary: { data: {} } };
  const run = new Script(`(async function ($input) {\n${code}\n})`).runInNewContext({ Buffer }) as (
    input: unknown,
  ) => Promise<{ json: { ok: boolean } }[]>;
  const helpers = { getBinaryDataBuffer: () => Promise.resolve(Buffer.from(text)) };
  const [answer] = await run.call({ helpers }, { first: () => item });
  return answer?.json.ok ?? false;
}

describe("the n8n node and the webhooks schema decide alike", () => {
  test.each(rows.map((row) => [row.form, row.what, row] as const))("%s: %s", async (_form, _what, row) => {
    const changed = row.change({ ...formBodies[row.form] });
    const text = typeof changed === "string" ? changed : JSON.stringify(changed);

    expect(v.safeParse(PAYLOAD_SCHEMAS[row.form], JSON.parse(text)).success, "the schema").toBe(row.accepted);
    expect(await nodeAccepts(row.form, text), "the shipped node").toBe(row.accepted);
  });
});
