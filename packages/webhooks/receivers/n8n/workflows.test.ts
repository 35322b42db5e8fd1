import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Script } from "node:vm";
import { describe, expect, test } from "vitest";
import { formBodies } from "../../src/testing/bodies";
import { DEFAULT_ORIGIN, LEAD_COLUMNS, LEAD_FORMS, NODE, alertWorkflow, leadWorkflow } from "../../src/n8n/workflows";
import { importFiles, workflowFile } from "../../src/n8n/generate";

interface WorkflowNode {
  name: string;
  type: string;
  onError?: string;
  alwaysOutputData?: boolean;
  credentials?: Record<string, unknown>;
  parameters: Record<string, unknown>;
}
interface Workflow {
  nodes: WorkflowNode[];
  connections: Record<string, { main: { node: string }[][] }>;
  settings: Record<string, unknown>;
}
type Json = Record<string, unknown>;

/** Runs a Code node's JavaScript as n8n does: the body of an async function, with `$input`, `this.helpers`. */
async function runCode(code: unknown, globals: Json, helpers: Json = {}) {
  if (typeof code !== "string") throw new Error("no code");
  const names = Object.keys(globals);
  const run = new Script(`(async function (${names.join(", ")}) {\n${code}\n})`).runInNewContext({ Buffer }) as (
    ...args: unknown[]
  ) => Promise<{ json: Json }[]>;
  const items = await run.call({ helpers }, ...names.map((name) => globals[name]));
  expect(items).toHaveLength(1);
  return items[0]!.json;
}

/**
 * What "Check the body" answers for a post whose raw body is `text`; with the Raw Body option n8n
 * hands the bytes over as binary data, whatever it also parsed into `json.body`.
 */
function check(workflow: Workflow, text: string | undefined, query: Json = {}, parsed: unknown = {}) {
  const code = workflow.nodes.find((each) => each.name === NODE.check)?.parameters.jsCode;
  const item = {
    json: { headers: {}, params: {}, query, body: parsed },
    ...(text === undefined ? {} : { binary: { data: { data: Buffer.from(text).toString("base64") } } }),
  };
  return runCode(
    code,
    { $input: { first: () => item } },
    {
      getBinaryDataBuffer: (index: number, name: string) =>
        index === 0 && name === "data" ? Buffer.from(text ?? "") : undefined,
    },
  );
}

const nodeOf = (workflow: Workflow, name: string) => {
  const found = workflow.nodes.find((each) => each.name === name);
  if (!found) throw new Error(`no node ${name}`);
  return found;
};
const targets = (workflow: Workflow, name: string) =>
  (workflow.connections[name]?.main ?? []).map((output) => output.map((each) => each.node));

const provisioned = {
  origin: "https://www.example.com",
  tableId: "table-1",
  smtp: { id: "smtp-1", name: "Grand River SMTP (abc)" },
  notifyTo: "hello@agency.example",
  notifyFrom: "site@agency.example",
  alertWorkflowId: "alert-1",
};

/** The built generator (what provisioning sends comes from the same build), writing into `out`. */
const generate = (out: string, ...options: string[]) =>
  execFileSync(process.execPath, [
    fileURLToPath(new URL("../../dist/n8n/generate.js", import.meta.url)),
    ...options,
    "--out",
    out,
  ]);

test(
  "the shipped import files and the table's columns are what the generator writes, with no ids filled in",
  { timeout: 30_000 },
  () => {
    const folder = mkdtempSync(join(tmpdir(), "n8n-receivers-"));
    try {
      generate(folder);
      for (const [name] of importFiles({})) {
        const shipped: unknown = JSON.parse(readFileSync(workflowFile(name), "utf8"));
        expect(JSON.parse(readFileSync(workflowFile(name, folder), "utf8")), name).toEqual(shipped);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
);

test("the generator writes the files with the given settings into a folder it creates", { timeout: 30_000 }, () => {
  const folder = mkdtempSync(join(tmpdir(), "n8n-receivers-"));
  try {
    const out = join(folder, "not", "there", "yet");
    generate(out, "--origin", "https://www.example.com", "--table-id", "t9");

    expect(readdirSync(out).sort()).toEqual(
      importFiles({})
        .map(([name]) => `grand-river-${name}.json`)
        .sort(),
    );
    const contact = JSON.parse(readFileSync(join(out, "grand-river-contact.json"), "utf8")) as Workflow;
    expect(nodeOf(contact, NODE.webhook).parameters.options).toEqual({
      allowedOrigins: "https://www.example.com",
      rawBody: true,
    });
    expect(nodeOf(contact, NODE.keep).parameters.dataTableId).toEqual({ __rl: true, mode: "id", value: "t9" });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test("the leads table has a column for the form, the submission and its arrival, and each field of every form with its JSON type", () => {
  expect(LEAD_COLUMNS.slice(0, 3)).toEqual([
    { name: "form", type: "string" },
    { name: "submission", type: "string" },
    { name: "receivedAt", type: "date" },
  ]);
  for (const body of Object.values(formBodies)) {
    for (const [field, value] of Object.entries(body)) {
      const type = typeof value === "number" ? "number" : typeof value === "boolean" ? "boolean" : "string";
      expect(LEAD_COLUMNS, field).toContainEqual({ name: field, type });
    }
  }
  expect(new Set(LEAD_COLUMNS.map((column) => column.name)).size).toBe(LEAD_COLUMNS.length);
});

describe.each(LEAD_FORMS)("the %s form's workflow", (form) => {
  const workflow = leadWorkflow(form, provisioned) as Workflow;
  const body = formBodies[form];

  test("takes a POST at its own path, answered by its reply nodes, with the raw body and CORS for the site only", () => {
    expect(nodeOf(workflow, NODE.webhook).parameters).toEqual({
      httpMethod: "POST",
      path: `grand-river-${form}`,
      responseMode: "responseNode",
      options: { allowedOrigins: "https://www.example.com", rawBody: true },
    });
    expect(leadWorkflow(form).nodes[0]?.parameters).toMatchObject({ options: { allowedOrigins: DEFAULT_ORIGIN } });
  });

  test("looks a submission up in the leads table, keeps it there once, answers, then e-mails the agency", () => {
    expect(targets(workflow, NODE.fits)[0]).toEqual([NODE.seen]);
    expect(nodeOf(workflow, NODE.seen).parameters).toMatchObject({
      operation: "get",
      dataTableId: { mode: "id", value: "table-1" },
      filters: { conditions: [{ keyName: "submission", keyValue: "={{ $('Check the body').first(0).json.key }}" }] },
      limit: 1,
    });
    expect(targets(workflow, NODE.repeat)[0]).toEqual([NODE.announcedBefore]);
    expect(targets(workflow, NODE.repeat)[1]).toEqual([NODE.row]);
    expect(nodeOf(workflow, NODE.row).parameters.jsonOutput).toBe(
      "={{ Object.assign({}, $('Check the body').first(0).json.row, { announced: false }) }}",
    );
    expect(targets(workflow, NODE.row)[0]).toEqual([NODE.keep]);
    expect(nodeOf(workflow, NODE.keep).parameters).toMatchObject({
      operation: "insert",
      dataTableId: { mode: "id", value: "table-1" },
      columns: { mappingMode: "autoMapInputData" },
    });
    expect(targets(workflow, NODE.keep)[0]).toEqual([NODE.answer200]);
    expect(targets(workflow, NODE.answer200)[0]).toEqual([NODE.email]);
    expect(nodeOf(workflow, NODE.email)).toMatchObject({
      credentials: { smtp: { id: "smtp-1", name: "Grand River SMTP (abc)" } },
      parameters: { toEmail: "hello@agency.example", fromEmail: "site@agency.example", emailFormat: "text" },
    });
    const replyTo = (nodeOf(workflow, NODE.email).parameters.options as Json).replyTo;
    expect(replyTo).toBe("email" in body ? "={{ $('Check the body').first(0).json.mail.replyTo }}" : undefined);
  });

  test("retries the e-mail, then marks the row announced; a repeat of a lead not announced is e-mailed again", () => {
    expect(nodeOf(workflow, NODE.email)).toMatchObject({
      retryOnFail: true,
      maxTries: 3,
      waitBetweenTries: 5000,
      onError: "continueErrorOutput",
    });
    expect(targets(workflow, NODE.email)).toEqual([[NODE.markAnnounced], [NODE.explain]]);
    expect(nodeOf(workflow, NODE.markAnnounced).parameters).toMatchObject({
      operation: "update",
      filters: { conditions: [{ keyName: "submission", keyValue: "={{ $('Check the body').first(0).json.key }}" }] },
      columns: { mappingMode: "defineBelow", value: { announced: true } },
    });
    expect(targets(workflow, NODE.announcedBefore).slice(0, 2)).toEqual([[NODE.answerRepeat], [NODE.answer200]]);
  });

  test("answers a probe after reading the table, before anything is kept or sent", () => {
    expect(targets(workflow, NODE.lookupFailed)[1]).toEqual([NODE.probe]);
    expect(targets(workflow, NODE.probe)[0]).toEqual([NODE.notAnnounced]);
    expect(nodeOf(workflow, NODE.notAnnounced).parameters).toMatchObject({
      operation: "get",
      filters: {
        conditions: [
          { keyName: "form", keyValue: form },
          { keyName: "announced", condition: "isFalse" },
        ],
      },
    });
    expect(targets(workflow, NODE.notAnnounced)).toEqual([[NODE.answerProbe]]);
    expect(targets(workflow, NODE.answerProbe)).toEqual([]);
    expect(nodeOf(workflow, NODE.answerProbe).parameters).toMatchObject({
      responseBody: "Received.",
      options: { responseCode: 200 },
    });
  });

  test("sends every failure to one path that answers 500 and then fails the run, so the alert workflow runs", () => {
    expect(workflow.settings.errorWorkflow).toBe("alert-1");
    for (const name of [NODE.check, NODE.row, NODE.keep, NODE.email, NODE.markAnnounced]) {
      expect(nodeOf(workflow, name).onError, name).toBe("continueErrorOutput");
      expect(targets(workflow, name).at(-1), name).toEqual([NODE.explain]);
    }
    for (const name of [NODE.fits, NODE.lookupFailed, NODE.probe, NODE.repeat]) {
      expect(targets(workflow, name)[2], name).toEqual([NODE.explain]);
    }
    // A failed lookup is passed on as an item: an error output would run beside the empty item.
    expect(nodeOf(workflow, NODE.seen)).toMatchObject({ onError: "continueRegularOutput", alwaysOutputData: true });
    expect(targets(workflow, NODE.lookupFailed)[0]).toEqual([NODE.explain]);
    expect(targets(workflow, NODE.explain)).toEqual([[NODE.lookForLead]]);
    expect(targets(workflow, NODE.lookForLead)).toEqual([[NODE.writeAlert]]);
    expect(targets(workflow, NODE.writeAlert)).toEqual([[NODE.answered]]);
    // After "Answer 200" (the e-mail's steps) the visitor has their answer: only the alert is left.
    expect(targets(workflow, NODE.answered).slice(0, 2)).toEqual([[NODE.raise], [NODE.answer500]]);
    expect(nodeOf(workflow, NODE.answer500).parameters).toMatchObject({ options: { responseCode: 500 } });
    expect(targets(workflow, NODE.answer500)).toEqual([[NODE.raise]]);
    expect(nodeOf(workflow, NODE.raise)).toMatchObject({ type: "n8n-nodes-base.stopAndError" });
  });

  test("ends every path in a reply, the e-mail or the alert: every node is reached", () => {
    const reached = new Set<string>();
    const visit = (name: string) => {
      if (reached.has(name)) return;
      reached.add(name);
      for (const target of targets(workflow, name).flat()) visit(target);
    };
    visit(NODE.webhook);
    expect([...reached].sort()).toEqual(workflow.nodes.map((each) => each.name).sort());
  });

  test("accepts the body the form sends and prepares its row (fields typed, a list as JSON), its e-mail and its key", async () => {
    const result = await check(workflow, JSON.stringify(body), { submission: "5b0f3c3e-1c4e" });

    expect(result).toMatchObject({ ok: true, status: 200, probe: false, key: "5b0f3c3e-1c4e" });
    const { receivedAt, ...row } = result.row as Json;
    expect(row).toEqual({
      form,
      submission: "5b0f3c3e-1c4e",
      ...Object.fromEntries(Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? JSON.stringify(v) : v])),
    });
    expect(new Date(String(receivedAt)).toISOString()).toBe(receivedAt);
    const mail = result.mail as Json;
    expect(mail.subject).toMatch(new RegExp(`^New lead from the ${form} form`));
    expect(mail.replyTo).toBe("email" in body ? body.email : "");
    expect(mail.text).toContain(`through the site's ${form} form`);
    expect(mail.text).toContain("Submission: 5b0f3c3e-1c4e");
  });

  test("reads the raw body whatever n8n parsed from it, so application/json is checked like text/plain", async () => {
    const big = JSON.stringify({ ...body, padding: "x".repeat(70_000) });
    expect(await check(workflow, big, {}, JSON.parse(big))).toEqual({
      ok: false,
      status: 413,
      message: "The body is larger than 64 KB.",
    });
    expect(await check(workflow, JSON.stringify(body), {}, body)).toMatchObject({ ok: true });
  });

  test("marks a post with ?probe=1 as a probe", async () => {
    expect(await check(workflow, JSON.stringify(body), { submission: "check-1", probe: "1" })).toMatchObject({
      ok: true,
      probe: true,
    });
  });

  test("keys a post without a submission id on its body: the same for the same body only", async () => {
    const text = JSON.stringify(body);
    const first = await check(workflow, text);
    const again = await check(workflow, text);
    const other = await check(workflow, JSON.stringify(body, null, 1));

    expect(first.key).toMatch(/^body:[0-9a-z]+$/);
    expect(again.key).toBe(first.key);
    expect(other.key).not.toBe(first.key);
  });

  test.each<[string, string | undefined, Json, number, string]>([
    ["text that is not JSON", "name=Ada", {}, 400, "The body is not valid JSON."],
    ["a body over 64 KB", `"${"x".repeat(70_000)}"`, {}, 413, "The body is larger than 64 KB."],
    [
      "a form upload with no raw body",
      undefined,
      {},
      415,
      "Send the form's JSON as the body (text/plain or application/json).",
    ],
    [
      "a submission id of control characters",
      JSON.stringify(body),
      { submission: "a\u0001" },
      400,
      "The submission id must be 1 to 200 printable ASCII characters.",
    ],
  ])("refuses %s", async (_, text, query, status, message) => {
    expect(await check(workflow, text, query)).toEqual({ ok: false, status, message });
  });

  test("refuses a body that breaks spec §7, naming the field, with the inbox's words", async () => {
    const result = await check(workflow, JSON.stringify({ ...body, fax: "1" }));

    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(result.message).toBe(
      `The ${form} body does not match spec §7:\n- "fax" is not a field of the ${form} form.`,
    );
  });
});

describe("the alert", () => {
  const lead = leadWorkflow("contact", provisioned) as Workflow;
  const alert = alertWorkflow(provisioned) as Workflow;

  /** The alert's text for a failure at `prevNode`, with what "Is the lead in the table?" found. */
  async function alertFor(prevNode: string, error: string, found: Json) {
    const fields = { mail: { fields: "Name: Ada Lovelace\nEmail: ada@example.com" } };
    const explained = await runCode(nodeOf(lead, NODE.explain).parameters.jsCode, {
      $input: { first: () => ({ json: { error } }) },
      $prevNode: { name: prevNode },
      $: (name: string) => ({ first: () => ({ json: name === NODE.check ? fields : {} }) }),
    });
    return runCode(nodeOf(lead, NODE.writeAlert).parameters.jsCode, {
      $input: { first: () => ({ json: found }) },
      $: (name: string) => ({ first: () => ({ json: name === NODE.explain ? explained : {} }) }),
    });
  }

  test("names the failed step and carries the lead's fields in the failure, from whichever step failed", async () => {
    const written = await alertFor(NODE.lookupFailed, "Could not find the data table: 'table-1'", {
      error: "Could not find the data table: 'table-1'",
    });

    expect(written).toEqual({
      answered: false,
      alert:
        `Step "${NODE.seen}" failed: Could not find the data table: 'table-1'\n\n` +
        "The visitor was answered 500. The lead is not kept: the table could not be read " +
        "(Could not find the data table: 'table-1'). The lead:\nName: Ada Lovelace\nEmail: ada@example.com",
    });
    expect(nodeOf(lead, NODE.raise).parameters.errorMessage).toBe("={{ $('Write the alert').first().json.alert }}");
  });

  test("says the lead is kept when the table has its row, whichever step failed", async () => {
    const written = await alertFor(NODE.email, "connect ECONNREFUSED 127.0.0.1:25", {
      id: 7,
      submission: "s-1",
      announced: false,
    });

    expect(written.answered).toBe(true);
    // n8n would swap a message holding "ECONNREFUSED" for "The service refused the connection".
    expect(written.alert).toContain('Step "E-mail the agency" failed: connect E\u200bCONNREFUSED 127.0.0.1:25');
    expect(written.alert).toContain(
      'The visitor was answered 200. The lead is kept in the table "Grand River leads" (row 7, submission s-1), marked as not announced.',
    );
    expect((await alertFor(NODE.keep, "timeout", {})).alert).toContain(
      "The visitor was answered 500. The lead is not kept: the table has no row for it.",
    );
  });

  test("e-mails the agency what failed, in which form and at which step", async () => {
    expect(alert.nodes.map((each) => each.type)).toEqual([
      "n8n-nodes-base.errorTrigger",
      "n8n-nodes-base.code",
      "n8n-nodes-base.emailSend",
    ]);
    const described = await runCode(nodeOf(alert, NODE.describe).parameters.jsCode, {
      $input: {
        first: () => ({
          json: {
            workflow: { id: "w1", name: "Grand River: contact form" },
            execution: {
              id: "7",
              url: "https://n8n.example/workflow/w1/executions/7",
              lastNodeExecuted: NODE.raise,
              error: { message: 'Step "Keep the lead" failed: timeout\n\nThe lead:\nName: Ada' },
            },
          },
        }),
      },
    });

    expect(described.subject).toBe('A lead workflow failed: the contact form, at "Keep the lead"');
    expect(described.text).toContain("Name: Ada");
    expect(described.text).toContain("https://n8n.example/workflow/w1/executions/7");
    expect(nodeOf(alert, NODE.alert)).toMatchObject({
      credentials: { smtp: provisioned.smtp },
      parameters: { toEmail: "hello@agency.example", subject: "={{ $json.subject }}", text: "={{ $json.text }}" },
    });
  });
});
