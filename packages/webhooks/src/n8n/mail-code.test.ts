// The lead and resend workflows' Code nodes, run as n8n runs them (an async function body with
// `$input`), so an e-mail's subject and reply address follow each form's definition: the field it
// names the lead by, and its e-mail address field.
import { describe, expect, test } from "vitest";
import { WEBHOOK_FORM_TABLE } from "../forms.js";
import { formBodies } from "../testing/bodies.js";
import { LEAD_FORMS, NODE, leadWorkflow, resendWorkflow } from "./workflows.js";

type Item = { json: Record<string, unknown>; binary?: { data: unknown } };
type Mail = { subject: string; replyTo: string };

// n8n runs a Code node's text as the body of an async function.
const AsyncFunction = (async () => {}).constructor as new (
  ...names: string[]
) => (...values: unknown[]) => Promise<Item[]>;

function codeOf(workflow: { nodes: { name: string; parameters: Record<string, unknown> }[] }, name: string) {
  const code = workflow.nodes.find((node) => node.name === name)?.parameters.jsCode;
  if (typeof code !== "string") throw new Error(`no Code node "${name}"`);
  return new AsyncFunction("$input", code);
}

/** The "Check the body" node's mail for `body`, posted as n8n's raw body. */
async function leadMail(form: (typeof LEAD_FORMS)[number], body: object): Promise<Mail> {
  const raw = Buffer.from(JSON.stringify(body));
  const item: Item = { json: { query: { submission: "lead-1" } }, binary: { data: {} } };
  const run = codeOf(leadWorkflow(form), NODE.check);
  const [out] = await run.call({ helpers: { getBinaryDataBuffer: async () => raw } }, { first: () => item });
  return (out?.json as { mail: Mail }).mail;
}

/** The resend workflow's e-mail for a row kept from `body`. */
async function resentMail(form: (typeof LEAD_FORMS)[number], body: object): Promise<Mail> {
  const row = { ...body, form, submission: "lead-1", receivedAt: new Date().toISOString(), announced: false };
  const [out] = await codeOf(resendWorkflow(), NODE.sortOut)({ all: () => [{ json: row }] });
  return out?.json as Mail;
}

describe.each(LEAD_FORMS)("the %s form's e-mail", (form) => {
  const body = formBodies[form] as Record<string, unknown>;
  const { subject, fields } = WEBHOOK_FORM_TABLE[form];
  const emailField = Object.entries(fields as Record<string, { kind: string }>).find(
    ([, field]) => field.kind === "email",
  );
  const expected = { who: String(body[subject]), replyTo: emailField ? String(body[emailField[0]]) : "" };

  test("names the lead in its subject and replies to its address, first and when resent", async () => {
    for (const mail of [await leadMail(form, body), await resentMail(form, body)]) {
      expect(mail.subject).toContain(`New lead from the ${form} form: ${expected.who}`);
      expect(mail.replyTo).toBe(expected.replyTo);
    }
  });
});
