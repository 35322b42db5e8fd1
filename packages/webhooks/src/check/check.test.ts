import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { WEBHOOK_FORM_TABLE, WEBHOOK_FORMS, type WebhookForm } from "../forms.js";
import { WEBHOOK_URL_KEYS } from "../settings.js";
import { payloadProblems } from "../shape.js";
import { runCheck } from "./command.js";
import { alertWorkflow, leadWorkflow, resendWorkflow } from "../n8n/workflows.js";
import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";

const cli = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));
const SITE = "https://www.example.com";

interface Received {
  path: string;
  submission: string | null;
  probe: string | null;
  origin: string | undefined;
  contentType: string | undefined;
  /** The relay's secret header, when the probe carried it. */
  secret: string | undefined;
  body: string;
}

/**
 * Stand-in webhooks, one per path: /cors answers 200 with CORS for the site, /any with CORS for
 * every origin, /other with CORS for another origin, /plain 200 without CORS, /missing 404,
 * /broken 500 with a reason, /moved a redirect, /hang no answer at all, /endless 200 with 10 MB,
 * /unannounced 200 naming two leads it kept but could not e-mail.
 */
let server: Server;
let base: string;
let closedPort: number;
const received: Received[] = [];

function answer(
  request: IncomingMessage,
  body: string,
): { status: number; headers: Record<string, string>; text: string } | undefined {
  const path = new URL(request.url ?? "/", "http://x").pathname.split("/")[1];
  switch (path) {
    case "cors":
      return { status: 200, headers: { "Access-Control-Allow-Origin": SITE }, text: "" };
    case "any":
      return { status: 200, headers: { "Access-Control-Allow-Origin": "*" }, text: "" };
    case "other":
      return { status: 200, headers: { "Access-Control-Allow-Origin": "https://elsewhere.example" }, text: "" };
    case "plain":
      return { status: 200, headers: {}, text: "Workflow was started" };
    case "missing":
      return { status: 404, headers: {}, text: `The requested webhook "POST ${body.length}" is not registered.` };
    case "broken":
      return {
        status: 500,
        headers: { "Access-Control-Allow-Origin": SITE },
        text: "Sheets step failed:\u001b[31m quota",
      };
    case "unannounced":
      return {
        status: 200,
        headers: { "Access-Control-Allow-Origin": SITE, "X-Leads-Not-Announced": "lead-1 lead-2" },
        text: "Received.",
      };
    case "api":
      if (request.url?.startsWith("/api/leads")) return standInRelay(request);
      return n8nApi(new URL(request.url ?? "/", "http://x"));
    case "rest":
      return n8nRest(request);
    case "hang":
      return undefined;
    case "endless":
      return { status: 200, headers: { "Access-Control-Allow-Origin": SITE }, text: "x".repeat(10_000_000) };
    case "moved":
      return { status: 301, headers: { Location: "https://hooks.example.com/new" }, text: "" };
    default:
      return { status: 418, headers: {}, text: "" };
  }
}

/**
 * A stand-in for the site's relay (packages/relay): it hands out a real challenge, takes each
 * probe with 202 and records it delivered (or answered `relayAnswers` by the receiver), and shows
 * its ledger, with `deadLetters`, only to the secret "s3cret".
 */
let challenge = "";
let relayAnswers = 200;
let deadLetters: unknown[] = [];
const relayTries: unknown[] = [];
function standInRelay(request: IncomingMessage) {
  const url = new URL(request.url ?? "/", "http://x");
  const json = (value: unknown) => ({
    status: 200,
    headers: { "Content-Type": "application/json" },
    text: JSON.stringify(value),
  });
  if (url.pathname === "/api/leads/challenge") return { ...json(null), text: challenge };
  if (url.pathname === "/api/leads/ledger") {
    if (request.headers["x-relay-secret"] !== "s3cret") return { status: 403, headers: {}, text: "" };
    return json({ deadLetters, tries: relayTries });
  }
  relayTries.push({
    submissionId: url.searchParams.get("submission"),
    form: url.pathname.split("/")[3],
    probe: url.searchParams.get("probe") === "1",
    status: relayAnswers,
    delivered: relayAnswers === 200,
    at: new Date().toISOString(),
  });
  return { status: 202, headers: {}, text: "Lead kept: it is on its way." };
}

/** Whether the stand-in n8n's contact workflow has "Keep the lead" switched off by hand. */
let handEdit = false;

/** How many more failed runs the stand-in n8n's contact workflow has in the last hour. */
let failedBurst = 0;

/** Whether the stand-in n8n lists a run of lead-9 as still running: n8n restarted in the middle of it. */
let leftRunning = false;

/**
 * Whether the stand-in n8n lists a run of lead-8 cancelled as n8n stopped, after its e-mail was sent,
 * and a crashed run of lead-7 that n8n rebuilt from its log (its e-mail step only logged as finished).
 */
let cutAfterSend = false;

/** When the stand-in n8n's contact workflow failed: ten minutes ago, and three hours ago. */
const recentFailure = new Date(Date.now() - 10 * 60_000).toISOString();
const oldFailure = new Date(Date.now() - 3 * 3_600_000).toISOString();

/** A stand-in for n8n's public API: the contact workflow, with two failed runs. */
function n8nApi(url: URL) {
  const json = (value: unknown) => ({
    status: 200,
    headers: { "Content-Type": "application/json" },
    text: JSON.stringify(value),
  });
  if (url.pathname === "/api/v1/workflows") {
    const name = url.searchParams.get("name");
    // Each workflow as provision writes it, the contact one with "Keep the lead" switched off when `handEdit`.
    const workflow = [
      ...WEBHOOK_FORMS.map((form) => leadWorkflow(form, { tableId: "t-leads" })),
      alertWorkflow(),
      resendWorkflow(),
    ].find((each) => each.name === name);
    if (!workflow) return json({ data: [] });
    const id = name === "Grand River: contact form" ? "w-contact" : name?.includes("resend") ? "w-resend" : `w-${name}`;
    const nodes = workflow.nodes.map((node) =>
      handEdit && id === "w-contact" && node.name === "Keep the lead" ? { ...node, disabled: true } : node,
    );
    return json({ data: [{ ...workflow, nodes, id, active: true }] });
  }
  if (
    url.pathname === "/api/v1/executions" &&
    url.searchParams.get("workflowId") === "w-contact" &&
    url.searchParams.get("includeData") === "true"
  ) {
    // The runs of the two leads /unannounced names: lead-1's e-mail went and its mark failed
    // (success output, then an error); lead-2's e-mail failed (error output).
    const run = (id: number, key: string, output: 0 | 1) => ({
      id,
      startedAt: recentFailure,
      status: "error",
      data: {
        resultData: {
          runData: {
            "Check the body": [{ data: { main: [[{ json: { key } }]] } }],
            "E-mail the agency": [{ data: { main: output === 0 ? [[{ json: {} }], []] : [[], [{ json: {} }]] } }],
          },
        },
      },
    });
    return json({ data: [run(78, "lead-2", 1), run(77, "lead-1", 0)] });
  }
  if (url.pathname === "/api/v1/executions" && url.searchParams.get("workflowId") === "w-contact") {
    // The newest first, as n8n lists them: a success, the failures, and one from before the hour.
    return json({
      data: [
        ...(leftRunning ? [{ id: 43, startedAt: recentFailure, status: "running" }] : []),
        ...(cutAfterSend
          ? [
              { id: 45, startedAt: recentFailure, status: "crashed" },
              { id: 44, startedAt: recentFailure, status: "canceled" },
            ]
          : []),
        { id: 42, startedAt: recentFailure, status: "success" },
        { id: 41, startedAt: recentFailure, status: "error" },
        ...Array.from({ length: failedBurst }, (_, i) => ({ id: 100 + i, startedAt: recentFailure, status: "error" })),
        { id: 40, startedAt: oldFailure, status: "error" },
      ],
    });
  }
  if (url.pathname === "/api/v1/executions" && url.searchParams.get("workflowId") === "w-resend") {
    return json({ data: [{ id: 39, startedAt: recentFailure, status: "crashed" }] });
  }
  if (url.pathname === "/api/v1/executions/41") {
    const message =
      'Step "E-mail the agency" failed: connect E\u200bCONNREFUSED 127.0.0.1:25\n\nThe visitor was answered 200. ' +
      "The lead is kept.\nName: Ada\nEmail: ada@example.com";
    return json({ data: { resultData: { error: { message } } } });
  }
  if (url.pathname === "/api/v1/executions/44" || url.pathname === "/api/v1/executions/45") {
    const cancelled = url.pathname.endsWith("44");
    // Cancelled, n8n keeps each step's items; crashed and rebuilt from its log, a stand-in item for each step that finished.
    const item = cancelled
      ? { json: { accepted: ["hello@agency.example"] } }
      : { json: { isArtificialRecoveredEventItem: true } };
    const post = { json: { query: { submission: cancelled ? "lead-8" : "lead-7" }, body: "{}" } };
    return json({
      id: cancelled ? 44 : 45,
      status: cancelled ? "canceled" : "crashed",
      data: {
        resultData: {
          runData: {
            ...(cancelled
              ? {}
              : { Webhook: [{ data: { main: [[item]] } }], "Check the body": [{ data: { main: [[item]] } }] }),
            "E-mail the agency": [{ data: { main: [[item]] } }],
          },
        },
        executionData: { nodeExecutionStack: [{ data: { main: [[post]] } }] },
      },
    });
  }
  if (url.pathname === "/api/v1/executions/43") {
    // As n8n keeps a run it never finished: no steps, only the post the run started with.
    const post = { json: { query: { submission: "lead-9" }, body: "{}" } };
    return json({
      id: 43,
      status: "running",
      data: { resultData: { runData: {} }, executionData: { nodeExecutionStack: [{ data: { main: [[post]] } }] } },
    });
  }
  if (url.pathname === "/api/v1/executions") return json({ data: [] });
  if (/^\/api\/v1\/executions\/\d+$/.test(url.pathname)) {
    return json({ data: { resultData: { error: { message: 'Step "Keep the lead" failed: the table is full' } } } });
  }
  return { status: 404, headers: {}, text: "" };
}

/** The stand-in n8n's leads table: its name, or none when deleted; and all data tables' bytes. */
let leadsTable: string | undefined = "Grand River leads";
const tablesBytes = 1_200_000;

/** A stand-in for n8n's REST API behind the owner's login: the owner's one project, its tables and their size. */
function n8nRest(request: IncomingMessage): { status: number; headers: Record<string, string>; text: string } {
  const url = new URL(request.url ?? "/", "http://x");
  const json = (data: unknown) => ({
    status: 200,
    headers: { "Content-Type": "application/json" },
    text: JSON.stringify({ data }),
  });
  if (url.pathname === "/rest/login") {
    return { status: 200, headers: { "Set-Cookie": "n8n-auth=session; Path=/" }, text: "{}" };
  }
  if (request.headers.cookie !== "n8n-auth=session") return { status: 401, headers: {}, text: "" };
  const tables = leadsTable ? [{ id: "t-leads", name: leadsTable }] : [];
  switch (url.pathname) {
    case "/rest/projects/personal":
      return json({ id: "p1" });
    case "/rest/projects/p1/data-tables":
      return json({ count: tables.length, data: tables });
    case "/rest/projects/p1/data-tables/t-leads/columns":
      return json([{ id: "c1", name: "submission", type: "string" }]);
    case "/rest/data-tables-global/limits":
      return json({
        totalBytes: tablesBytes,
        quotaStatus: "ok",
        dataTables: leadsTable ? { "t-leads": { name: leadsTable, sizeBytes: tablesBytes - 4096 } } : {},
      });
    default:
      return { status: 404, headers: {}, text: "" };
  }
}

beforeAll(async () => {
  challenge = JSON.stringify(
    await createChallenge({ algorithm: "PBKDF2/SHA-256", cost: 1, deriveKey, hmacSignatureSecret: "relay key" }),
  );
  server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://x");
      received.push({
        path: url.pathname,
        submission: url.searchParams.get("submission"),
        probe: url.searchParams.get("probe"),
        origin: request.headers.origin,
        contentType: request.headers["content-type"],
        secret: request.headers["x-relay-secret"] as string | undefined,
        body,
      });
      const reply = answer(request, body);
      // "hang" never answers: the check's timeout must.
      if (reply) response.writeHead(reply.status, reply.headers).end(reply.text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  // A port that was just free and is closed again: nothing listens there.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const probeAddress = probe.address();
  closedPort = typeof probeAddress === "object" && probeAddress ? probeAddress.port : 0;
  await new Promise((resolve) => probe.close(resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

/** Every form's address at `path` on the stand-in server, with `overrides` for some forms. */
function addresses(path: string, overrides: Partial<Record<WebhookForm, string>> = {}): Record<string, string> {
  return Object.fromEntries(
    WEBHOOK_FORMS.map((form) => [WEBHOOK_URL_KEYS[form], overrides[form] ?? `${base}/${path}/${form}`]),
  );
}

/**
 * Runs the check in this process with exactly `env` (nothing from this process's environment);
 * `checkCommand` below runs the real command line once.
 */
async function check(env: Record<string, string>, args: string[] = []) {
  const lines: string[] = [];
  const code = await runCheck({ args, env, print: (line) => lines.push(line) });
  return { code, output: lines.join("\n") };
}

/** Runs `grand-river-webhooks check` as a process, as a host's deploy script would. */
function checkCommand(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [cli, "check"],
      { env: { PATH: process.env.PATH ?? "", ...env } },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === "number" ? error.code : -1) : 0, output: stdout + stderr });
      },
    );
  });
}

/** The printed table row of `form`, its cells split on runs of spaces. */
function row(output: string, form: string): string[] {
  const line = output.split("\n").find((text) => text.startsWith(`${form}  `)) ?? "";
  return line.split(/ {2,}/);
}

describe("grand-river-webhooks check", { timeout: 20_000 }, () => {
  test("posts one probe, marked as a test, to each form, as the browser would, and passes when all answer 2xx with CORS", async () => {
    const { code, output } = await check({ ...addresses("cors"), VITE_SITE_ORIGIN: SITE });

    expect(code).toBe(0);
    for (const form of WEBHOOK_FORMS) {
      expect(row(output, form)).toEqual([form, "200", "yes", "ok", `${base}/cors/${form}`]);
    }
    expect(output).toContain(`${WEBHOOK_FORMS.length} ok, 0 with a warning, 0 failed.`);
    expect(received.map((request) => request.path).sort()).toEqual(WEBHOOK_FORMS.map((form) => `/cors/${form}`).sort());
    for (const request of received) {
      const form = request.path.split("/")[2] ?? "";
      const body: unknown = JSON.parse(request.body);
      expect(payloadProblems(form, body)).toEqual([]);
      // Marked as a test where a person would look: the e-mail address, or a name in a form without one (the work log's client).
      const fields: Record<string, { kind: string }> = WEBHOOK_FORM_TABLE[form as WebhookForm].fields;
      const hasEmail = Object.values(fields).some((field) => field.kind === "email");
      expect(request.body).toMatch(
        hasEmail ? /"email":"webhook-check@example\.invalid"/ : /"\w+Name":"Webhook check \(test\)"/,
      );
      expect(request.contentType).toBe("text/plain;charset=UTF-8");
      expect(request.origin).toBe(SITE);
      expect(request.submission).toMatch(/^check-[0-9a-f-]{36}$/);
      // A probe: the receiver answers as for a lead, but keeps and sends nothing.
      expect(request.probe).toBe("1");
    }
    expect(new Set(received.map((request) => request.submission)).size).toBe(WEBHOOK_FORMS.length);
    expect(output).toContain("Failed n8n runs: not checked (set N8N_URL and N8N_API_KEY to list them).");
  });

  test("with n8n's API key, lists the site's runs that failed in the last hour, with their words, and exits 1", async () => {
    const { code, output } = await check({
      ...addresses("cors"),
      VITE_SITE_ORIGIN: SITE,
      N8N_URL: base,
      N8N_API_KEY: "key-1",
    });

    expect(code).toBe(1);
    expect(output).toContain(`${WEBHOOK_FORMS.length} ok, 0 with a warning, 0 failed.`);
    expect(output).toMatch(/^2 failed n8n runs since .+ \(n8n: Executions\):$/m);
    expect(output).toContain(
      `- Grand River: contact form, run 41 at ${recentFailure}: Step "E-mail the agency" failed: connect ECONNREFUSED 127.0.0.1:25 / The visitor was answered 200. The lead is kept. / Name: Ada`,
    );
    expect(output).not.toContain("run 40");
    expect(output).toContain(
      `- Grand River: resend unannounced leads, run 39 at ${recentFailure}: n8n stopped in the middle of this run (a restart or a crash)`,
    );
  });

  test("counts every failed run, 30 and more, and lists the newest 20 with their words", async () => {
    failedBurst = 30;
    try {
      const { code, output } = await check({
        ...addresses("cors"),
        VITE_SITE_ORIGIN: SITE,
        N8N_URL: base,
        N8N_API_KEY: "key-1",
      });
      expect(code).toBe(1);
      expect(output).toMatch(/^32 failed n8n runs since .+ \(n8n: Executions, the newest 20 listed\):$/m);
      expect(output.split("\n").filter((line) => line.startsWith("- Grand River: "))).toHaveLength(20);
    } finally {
      failedBurst = 0;
    }
  });

  test("names a lead's run that n8n left unfinished (still listed as running), its lead, and what to do", async () => {
    leftRunning = true;
    try {
      const { code, output } = await check({
        ...addresses("cors"),
        VITE_SITE_ORIGIN: SITE,
        N8N_URL: base,
        N8N_API_KEY: "key-1",
      });
      expect(code).toBe(1);
      expect(output).toMatch(/^3 failed n8n runs since .+ \(n8n: Executions\):$/m);
      expect(output).toContain(
        `- Grand River: contact form, run 43 at ${recentFailure}: n8n stopped in the middle of this run (a restart or a crash) and left it unfinished: n8n still lists it as running, but no n8n runs it: lead lead-9 may not have been e-mailed to the agency. Run grand-river-webhooks resend, which e-mails every kept lead still not announced`,
      );
    } finally {
      leftRunning = false;
    }
  });

  test("says of a run cut off after its e-mail was confirmed sent that only the mark is missing, and not of one whose send n8n only logged", async () => {
    cutAfterSend = true;
    try {
      const { code, output } = await check({
        ...addresses("cors"),
        VITE_SITE_ORIGIN: SITE,
        N8N_URL: base,
        N8N_API_KEY: "key-1",
      });
      expect(code).toBe(1);
      expect(output).toContain(
        `- Grand River: contact form, run 44 at ${recentFailure}: n8n cancelled this run before it ended (n8n was stopping, or someone stopped it), after lead lead-8 was e-mailed (n8n confirmed the send) but before it was marked announced. Set its announced to true in the leads table; otherwise the resend workflow e-mails it once more.`,
      );
      expect(output).toContain(
        `- Grand River: contact form, run 45 at ${recentFailure}: n8n stopped in the middle of this run (a restart or a crash): lead lead-7 may not have been e-mailed to the agency.`,
      );
    } finally {
      cutAfterSend = false;
    }
  });

  test('names a workflow changed by hand in n8n ("Keep the lead" switched off) and exits 1', async () => {
    handEdit = true;
    try {
      const { code, output } = await check(
        { ...addresses("cors"), VITE_SITE_ORIGIN: SITE, N8N_URL: base, N8N_API_KEY: "key-1" },
        ["--failed-since", new Date(Date.now() - 60_000).toISOString()],
      );
      expect(code).toBe(1);
      expect(output).toContain('- "Grand River: contact form": "Keep the lead" disabled');
    } finally {
      handEdit = false;
    }
  });

  describe("with the owner's login", () => {
    const withLogin = () => ({
      ...addresses("cors"),
      VITE_SITE_ORIGIN: SITE,
      N8N_URL: base,
      N8N_API_KEY: "key-1",
      N8N_OWNER_EMAIL: "owner@agency.example",
      N8N_OWNER_PASSWORD: "secret",
    });
    const lastMinute = ["--failed-since", new Date(Date.now() - 60_000).toISOString()];

    test("reports the leads table and the data tables' size against n8n's 50 MB cap, and passes", async () => {
      const { code, output } = await check(withLogin(), lastMinute);

      expect(output).toContain('The leads table: "Grand River leads" (id t-leads).');
      expect(output).toContain(
        "Data tables: 1.1 MB of n8n's cap of 50.0 MB for all tables together (2 %; the leads table 1.1 MB).",
      );
      expect(code).toBe(0);
    });

    test("fails above 80 % of the cap n8n is given, saying what to do before it", async () => {
      const { code, output } = await check(
        { ...withLogin(), N8N_DATA_TABLES_MAX_SIZE_BYTES: String(Math.round(tablesBytes / 0.85)) },
        lastMinute,
      );

      expect(code).toBe(1);
      expect(output).toContain(
        "Data tables: 1.1 MB of n8n's cap of 1.3 MB for all tables together (85 %; the leads table 1.1 MB): past the cap every lead is answered 500 and kept nowhere. " +
          "Download the leads table's CSV and delete its old rows now (docs/receivers.md, \"The table's capacity\")",
      );
    });

    test.each([
      [
        "renamed",
        "Old leads",
        'The leads table: the lead workflows keep the leads in "Old leads" (id t-leads), which is no longer called "Grand River leads" (renamed in n8n).',
      ],
      [
        "deleted",
        undefined,
        "The leads table: the lead workflows write to the table with id t-leads, which n8n no longer has, so every lead is answered 500 and kept nowhere.",
      ],
    ])("names a leads table %s in n8n, and exits 1", async (_how, table, words) => {
      leadsTable = table;
      try {
        const { code, output } = await check(withLogin(), lastMinute);

        expect(code).toBe(1);
        expect(output).toContain(words);
      } finally {
        leadsTable = "Grand River leads";
      }
    });
  });

  test("passes when no run failed since --failed-since", async () => {
    const { code, output } = await check(
      { ...addresses("cors"), VITE_SITE_ORIGIN: SITE, N8N_URL: base, N8N_API_KEY: "key-1" },
      ["--failed-since", new Date(Date.now() - 60_000).toISOString()],
    );

    expect(code).toBe(0);
    expect(output).toMatch(/^No failed n8n runs since /m);
  });

  test("fails on a webhook that answers 404, naming the form and what to do, with exit status 1", async () => {
    const { code, output } = await checkCommand({
      ...addresses("cors", { report: `${base}/missing/report` }),
      VITE_SITE_ORIGIN: SITE,
    });

    expect(code).toBe(1);
    expect(row(output, "report")).toEqual(["report", "404", "no", "failed", `${base}/missing/report`]);
    expect(row(output, "contact")).toEqual(["contact", "200", "yes", "ok", `${base}/cors/contact`]);
    expect(output).toContain(
      "- report (failed): Answered 404: no workflow listens at this address. The workflow is switched off, or the address changed",
    );
    expect(output).toContain(`${WEBHOOK_FORMS.length - 1} ok, 0 with a warning, 1 failed.`);
  });

  test("fails on a webhook that answers 500, quoting its reason with control characters escaped", async () => {
    const { code, output } = await check({
      ...addresses("cors", { worklog: `${base}/broken/worklog` }),
      VITE_SITE_ORIGIN: SITE,
    });

    expect(code).toBe(1);
    expect(row(output, "worklog")).toEqual(["worklog", "500", "yes", "failed", `${base}/broken/worklog`]);
    expect(output).toContain("the workflow failed while handling the test submission. Open its executions");
    expect(output).toContain('It said: "Sheets step failed:\\u001b[31m quota"');
    expect(output).not.toContain("\u001b");
  });

  test("fails on a receiver that kept leads it could not e-mail, naming them", async () => {
    const { code, output } = await check({
      ...addresses("cors", { contact: `${base}/unannounced/contact` }),
      VITE_SITE_ORIGIN: SITE,
    });

    expect(code).toBe(1);
    expect(row(output, "contact")).toEqual(["contact", "200", "yes", "failed", `${base}/unannounced/contact`]);
    expect(output).toContain(
      "- contact (failed): 2 leads were kept but never e-mailed to the agency (submission lead-1, lead-2)",
    );
    expect(output).toContain(`${WEBHOOK_FORMS.length - 1} ok, 0 with a warning, 1 failed.`);
  });

  test("counts as announced a lead its run e-mailed before its mark failed, and names the others as never e-mailed", async () => {
    const { code, output } = await check(
      {
        ...addresses("cors", { contact: `${base}/unannounced/contact` }),
        VITE_SITE_ORIGIN: SITE,
        N8N_URL: base,
        N8N_API_KEY: "key-1",
      },
      ["--failed-since", new Date(Date.now() - 60_000).toISOString()],
    );

    expect(code).toBe(1);
    expect(output).toContain(
      "- contact (failed): 1 lead was kept but never e-mailed to the agency (submission lead-2)",
    );
    expect(output).toContain(
      "- contact: lead lead-1 was e-mailed in n8n run 77, which stopped before marking it. Set its announced to true in the leads table, or the resend workflow e-mails it once more.",
    );
  });

  test("fails on a webhook nothing answers at", async () => {
    const { code, output } = await check({
      ...addresses("cors", { newsletter: `http://127.0.0.1:${closedPort}/hook` }),
      VITE_SITE_ORIGIN: SITE,
    });

    expect(code).toBe(1);
    expect(row(output, "newsletter")).toEqual([
      "newsletter",
      "no answer",
      "-",
      "failed",
      `http://127.0.0.1:${closedPort}/hook`,
    ]);
    expect(output).toContain("- newsletter (failed): No answer: nothing listens there (connection refused).");
  });

  test("fails on a webhook that never answers, after --timeout, and reads no more of a huge answer than it shows", async () => {
    const { code, output } = await check(
      {
        ...addresses("cors", { contact: `${base}/hang/contact`, report: `${base}/endless/report` }),
        VITE_SITE_ORIGIN: SITE,
      },
      ["--timeout", "3000"],
    );

    expect(code).toBe(1);
    expect(row(output, "contact")).toEqual(["contact", "no answer", "-", "failed", `${base}/hang/contact`]);
    expect(output).toContain("- contact (failed): No answer: no answer within 3 s.");
    expect(row(output, "report")).toEqual(["report", "200", "yes", "ok", `${base}/endless/report`]);
  });

  test("fails on a webhook that redirects, since the browser's POST would not arrive as sent", async () => {
    const { code, output } = await check({
      ...addresses("cors", { playbook: `${base}/moved/playbook` }),
      VITE_SITE_ORIGIN: SITE,
    });

    expect(code).toBe(1);
    expect(row(output, "playbook")).toEqual(["playbook", "301", "no", "failed", `${base}/moved/playbook`]);
    expect(output).toContain("Answered 301, a redirect to https://hooks.example.com/new");
  });

  test("warns about a webhook without CORS in no-cors mode, and passes", async () => {
    const { code, output } = await check({
      ...addresses("cors", { contact: `${base}/plain/contact` }),
      VITE_SITE_ORIGIN: SITE,
    });

    expect(code).toBe(0);
    expect(row(output, "contact")).toEqual(["contact", "200", "no", "warning", `${base}/plain/contact`]);
    expect(output).toContain(
      `- contact (warning): No CORS for the site: fine in no-cors mode, but do not switch VITE_WEBHOOK_MODE to cors until the receiver will answer Access-Control-Allow-Origin: ${SITE}`,
    );
    expect(output).toContain(`${WEBHOOK_FORMS.length - 1} ok, 1 with a warning, 0 failed.`);
  });

  test("fails on a webhook without CORS in cors mode, where every visitor would see an error", async () => {
    const { code, output } = await check({
      ...addresses("cors", { contact: `${base}/plain/contact` }),
      VITE_SITE_ORIGIN: SITE,
      VITE_WEBHOOK_MODE: "cors",
    });

    expect(code).toBe(1);
    expect(row(output, "contact")).toEqual(["contact", "200", "no", "failed", `${base}/plain/contact`]);
    expect(output).toContain("No CORS for the site in cors mode: the lead arrives, but every visitor sees an error");
  });

  test("tells CORS for any origin and CORS for another origin apart", async () => {
    const { code, output } = await check(
      { ...addresses("any", { report: `${base}/other/report` }), VITE_WEBHOOK_MODE: "cors" },
      ["--origin", SITE],
    );

    expect(code).toBe(1);
    expect(row(output, "contact")).toEqual(["contact", "200", "yes (any origin)", "ok", `${base}/any/contact`]);
    expect(row(output, "report")).toEqual([
      "report",
      "200",
      "no (answers https://elsewhere.example)",
      "failed",
      `${base}/other/report`,
    ]);
  });

  test("reads the same .env file as the site's build, with the environment winning over it", async () => {
    const folder = await mkdtemp(join(tmpdir(), "check-env-"));
    try {
      const envFile = join(folder, ".env");
      const lines = Object.entries(addresses("missing")).map(([key, value]) => `${key}=${value}`);
      await writeFile(envFile, `${lines.join("\n")}\nVITE_SITE_ORIGIN=${SITE}\n`);

      const { code, output } = await check({ [WEBHOOK_URL_KEYS.contact]: `${base}/cors/contact` }, [
        "--env-file",
        envFile,
      ]);

      expect(code).toBe(1);
      expect(row(output, "contact")).toEqual(["contact", "200", "yes", "ok", `${base}/cors/contact`]);
      expect(row(output, "newsletter")).toEqual(["newsletter", "404", "no", "failed", `${base}/missing/newsletter`]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  test("refuses to check settings the build would refuse, naming every problem, and posts nothing", async () => {
    const { code, output } = await check({ [WEBHOOK_URL_KEYS.contact]: "http://hooks.example.com/contact" });

    expect(code).toBe(2);
    expect(output).toContain("VITE_WEBHOOK_NEWSLETTER_URL is not set");
    expect(output).toContain(
      "VITE_WEBHOOK_CONTACT_URL is http://hooks.example.com/contact: a webhook address must be https:",
    );
    expect(received).toEqual([]);
  });

  test("in relay mode sends the relay's secret with each probe, asks no CORS, and sends a probe per form through the site's relay", async () => {
    const relay = { ...addresses("plain"), VITE_WEBHOOK_MODE: "relay", LEADS_RELAY_SECRET: "s3cret" };
    const live = await check({ ...relay, VITE_SITE_ORIGIN: base });
    expect(live.code, live.output).toBe(0);
    expect(row(live.output, "contact")).toEqual([
      "contact",
      "200",
      "not needed (relay)",
      "ok",
      `${base}/plain/contact`,
    ]);
    expect(live.output).toContain(`The site's relay at ${base}/api/leads: ok (a probe per form delivered`);
    expect(received.filter((request) => request.path.startsWith("/plain/")).map((request) => request.secret)).toEqual(
      Array<string>(WEBHOOK_FORMS.length).fill("s3cret"),
    );
    expect(
      received
        .filter((request) => request.probe === "1" && request.path.startsWith("/api/leads/"))
        .map((request) => request.path)
        .sort(),
    ).toEqual(WEBHOOK_FORMS.map((form) => `/api/leads/${form}`).sort());

    const notDeployed = await check({ ...relay, VITE_SITE_ORIGIN: `http://127.0.0.1:${closedPort}` });
    expect(notDeployed.code).toBe(1);
    expect(notDeployed.output).toContain("The site's relay at");

    const noSecret = await check({ ...addresses("plain"), VITE_WEBHOOK_MODE: "relay", VITE_SITE_ORIGIN: base });
    expect(noSecret.code).toBe(2);
    expect(noSecret.output).toContain("LEADS_RELAY_SECRET is not set");
  });

  test("in relay mode fails naming the relay when n8n refuses the relay's probes (another secret), and names each dead letter", async () => {
    const relay = {
      ...addresses("plain"),
      VITE_WEBHOOK_MODE: "relay",
      LEADS_RELAY_SECRET: "s3cret",
      VITE_SITE_ORIGIN: base,
    };
    relayAnswers = 403;
    deadLetters = [
      {
        lead: { form: "contact", submissionId: "lost-1", receivedAt: "2030-01-01T00:00:00.000Z" },
        reason: "the receiver refused it with 400, which no later try changes",
        at: "2030-01-01T00:00:01.000Z",
      },
    ];
    try {
      const { code, output } = await check(relay);
      expect(code).toBe(1);
      expect(output).toContain(
        "- relay: the receiver answered the relay's contact probe 403: the relay's LEADS_RELAY_SECRET differs from n8n's.",
      );
      expect(output).toContain(
        "- relay: lead lost-1 (contact form, taken 2030-01-01T00:00:00.000Z) was given up and is kept as a dead letter: the receiver refused it with 400",
      );
    } finally {
      relayAnswers = 200;
      deadLetters = [];
    }
  });

  test("says the CORS answer was not checked when it does not know the site's origin", async () => {
    const { code, output } = await check(addresses("cors"));

    expect(code).toBe(0);
    expect(row(output, "contact")).toEqual(["contact", "200", "not checked", "warning", `${base}/cors/contact`]);
    expect(output).toContain("set VITE_SITE_ORIGIN or pass --origin");
    expect(received.every((request) => request.origin === undefined)).toBe(true);
  });
});
