import { readFileSync } from "node:fs";
import { Script } from "node:vm";
import { describe, expect, test } from "vitest";
import { WEBHOOK_FORMS } from "../../src/endpoints";
import { formBodies } from "../../src/testing/bodies";
import { NODE, N8N_DEFAULT_ORIGIN, N8N_FORMS, n8nWorkflow, workflowFile } from "./generate.mjs";

interface WorkflowNode {
  name: string;
  type: string;
  typeVersion: number;
  onError?: string;
  alwaysOutputData?: boolean;
  webhookId?: string;
  parameters: Record<string, unknown>;
}
interface Workflow {
  nodes: WorkflowNode[];
  connections: Record<string, { main: { node: string; type: string; index: number }[][] }>;
}

/** What "Check the body" answers, run as n8n runs a Code node: the code is the body of an async function. */
async function runCheck(workflow: Workflow, request: { body: unknown; query?: Record<string, string> }) {
  const code = workflow.nodes.find((node) => node.name === NODE.check)?.parameters.jsCode;
  if (typeof code !== "string") throw new Error("no Check the body node");
  const run = new Script(`(async function ($input) {\n${code}\n})`).runInNewContext({}) as (
    input: unknown,
  ) => Promise<{ json: Record<string, unknown> }[]>;
  const items = await run({ first: () => ({ json: { headers: {}, params: {}, query: {}, ...request } }) });
  expect(items).toHaveLength(1);
  return items[0]?.json;
}

const RESPOND = "n8n-nodes-base.respondToWebhook";

describe.each(N8N_FORMS)("the n8n workflow for the %s form", (form) => {
  const workflow = JSON.parse(readFileSync(workflowFile(form), "utf8")) as Workflow;
  const node = (name: string) => {
    const found = workflow.nodes.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no node ${name}`);
    return found;
  };

  test("is the file the generator writes, so it runs the inbox's own shape check", () => {
    expect(workflow).toEqual(n8nWorkflow(form));
  });

  test("listens for POST at its own path, answers from Respond nodes, and gives CORS to the site's origin only", () => {
    expect(node(NODE.webhook)).toMatchObject({
      type: "n8n-nodes-base.webhook",
      parameters: {
        httpMethod: "POST",
        path: `grand-river-${form}`,
        responseMode: "responseNode",
        options: { allowedOrigins: N8N_DEFAULT_ORIGIN },
      },
    });
  });

  test("wires the error output of every node that can fail to a reply", () => {
    const lastResort = node(NODE.answer500);
    expect(lastResort.parameters).toMatchObject({ options: { responseCode: 500 } });
    for (const each of workflow.nodes) {
      if (each.name === NODE.webhook || each === lastResort) continue;
      expect(each.onError, each.name).toBe("continueErrorOutput");
      const outputs = workflow.connections[each.name]?.main ?? [];
      const errorOutput = outputs.at(-1) ?? [];
      expect(errorOutput.length, `${each.name}'s error output`).toBeGreaterThan(0);
    }
    // The steps that fail after the key was recorded forget it before answering 500.
    expect(workflow.connections[NODE.lead]?.main[1]).toEqual([{ node: NODE.forget, type: "main", index: 0 }]);
    expect(workflow.connections[NODE.forget]?.main).toEqual([
      [{ node: NODE.answer500, type: "main", index: 0 }],
      [{ node: NODE.answer500, type: "main", index: 0 }],
    ]);
  });

  test("ends every path in a reply: no output of any node is left unconnected", () => {
    // Connected outputs: an If has two, other nodes one, plus the error output; a Respond node's own
    // output is left empty (answering is its job), so only its error output is connected, if any.
    const outputsOf = (each: WorkflowNode) => {
      const error = each.onError === "continueErrorOutput" ? 1 : 0;
      if (each.type === RESPOND) return error ? 2 : 0;
      return (each.type === "n8n-nodes-base.if" ? 2 : 1) + error;
    };
    const reached = new Set<string>();
    const visit = (name: string) => {
      if (reached.has(name)) return;
      reached.add(name);
      const each = node(name);
      const outputs = workflow.connections[name]?.main ?? [];
      const mustLead = outputs.filter((_, index) => each.type !== RESPOND || index > 0);
      expect(outputs.length, name).toBe(outputsOf(each));
      expect(
        mustLead.map((targets) => targets.length > 0),
        name,
      ).not.toContain(false);
      for (const target of outputs.flat()) visit(target.node);
    };
    visit(NODE.webhook);
    expect([...reached].sort()).toEqual(workflow.nodes.map((each) => each.name).sort());
  });

  test("drops repeats by the submission key across executions, sharing one history that a failure clears", () => {
    for (const name of [NODE.dropRepeats, NODE.dropRepeatsAgain]) {
      expect(node(name)).toMatchObject({
        type: "n8n-nodes-base.removeDuplicates",
        typeVersion: 2,
        parameters: {
          operation: "removeItemsSeenInPreviousExecutions",
          logic: "removeItemsWithAlreadySeenKeyValues",
          dedupeValue: "={{ $('Check the body').first().json.dedupeKey }}",
          options: { scope: "workflow" },
        },
      });
      // A repeat must end the execution (n8n then answers 200 itself): an empty item passed on
      // would also be passed on beside an error, and answer before the error path could.
      expect(node(name).alwaysOutputData).toBeUndefined();
    }
    for (const name of [NODE.afresh, NODE.forget]) {
      expect(node(name).parameters).toEqual({
        operation: "clearDeduplicationHistory",
        mode: "cleanDatabase",
        options: { scope: "workflow" },
      });
    }
    // A full history makes "Drop repeats" fail: it is started afresh and the submission goes on.
    expect(workflow.connections[NODE.dropRepeats]?.main).toEqual([
      [{ node: NODE.lead, type: "main", index: 0 }],
      [{ node: NODE.historyFull, type: "main", index: 0 }],
    ]);
  });

  test("accepts the body the form sends, as the text/plain string a browser posts, keyed on its submission id", async () => {
    const result = await runCheck(workflow, {
      body: JSON.stringify(formBodies[form]),
      query: { submission: "5b0f3c3e-1c4e-4b55-9f0a-2f51f1f0f001" },
    });

    expect(result).toEqual({
      ok: true,
      status: 200,
      submission: "5b0f3c3e-1c4e-4b55-9f0a-2f51f1f0f001",
      dedupeKey: "submission:5b0f3c3e-1c4e-4b55-9f0a-2f51f1f0f001",
      lead: formBodies[form],
    });
  });

  test("accepts the body already parsed, as n8n hands over an application/json post", async () => {
    const result = await runCheck(workflow, { body: formBodies[form], query: { submission: "a" } });

    expect(result).toMatchObject({ ok: true, lead: formBodies[form] });
  });

  test("falls back to a key from the body when there is no submission id: the same for the same body only", async () => {
    const text = JSON.stringify(formBodies[form]);
    const first = await runCheck(workflow, { body: text });
    const again = await runCheck(workflow, { body: text });
    const other = await runCheck(workflow, {
      body: JSON.stringify({ ...formBodies[form], email: "other@example.com" }),
    });

    expect(first?.submission).toBeNull();
    expect(first?.dedupeKey).toMatch(/^body:[0-9a-z]+$/);
    expect(again?.dedupeKey).toBe(first?.dedupeKey);
    expect(other?.dedupeKey).not.toBe(first?.dedupeKey);
  });

  test.each<[string, unknown, number, string]>([
    ["text that is not JSON", "name=Ada", 400, "The body is not valid JSON."],
    [
      "null",
      "null",
      400,
      `The ${form} body does not match spec §7:\n- The body must be a JSON object with the ${form} form's fields, not null.`,
    ],
    [
      "a list",
      "[]",
      400,
      `The ${form} body does not match spec §7:\n- The body must be a JSON object with the ${form} form's fields, not a list.`,
    ],
    ["a body over 64 KB", `"${"x".repeat(70_000)}"`, 413, "The body is larger than 64 KB."],
  ])("refuses %s", async (_, body, status, message) => {
    expect(await runCheck(workflow, { body })).toEqual({ ok: false, status, message });
  });

  test("refuses a body that breaks spec §7, naming the field, with the inbox's words", async () => {
    const text = `{"__proto__":1,${JSON.stringify({ ...formBodies[form], email: 42 }).slice(1)}`;

    const result = await runCheck(workflow, { body: text });

    expect(result?.ok).toBe(false);
    expect(result?.status).toBe(400);
    const problems = [
      ...(form === "worklog" ? ['"email" is not a field of the worklog form.'] : ['"email" must be text, not 42.']),
      '"__proto__" is not a field of the ' + form + " form.",
    ];
    expect(
      String(result?.message)
        .split("\n")
        .slice(1)
        .map((line) => line.replace(/^- /, ""))
        .sort(),
    ).toEqual(problems.sort());
  });
});

test("there is one workflow per form the site posts", () => {
  expect(N8N_FORMS).toEqual(WEBHOOK_FORMS);
});
