import { describe, expect, test } from "vitest";
import type { StoredWorkflow } from "./api.js";
import { differences, provisionSettings, runProvision, serverFindings, smtpCredentialName } from "./provision.js";
import { NODE, leadWorkflow } from "./workflows.js";

const complete = {
  N8N_URL: "https://agency.app.n8n.cloud/",
  N8N_API_KEY: "key-1",
  N8N_OWNER_EMAIL: "owner@agency.example",
  N8N_OWNER_PASSWORD: "secret",
  VITE_SITE_ORIGIN: "https://www.example.com/",
  LEADS_NOTIFY_TO: "hello@agency.example",
  LEADS_NOTIFY_FROM: "Grand River site <site@agency.example>",
  SMTP_HOST: "smtp.example.com",
  SMTP_USER: "site",
  SMTP_PASSWORD: "p4ss",
};

describe("provisioning settings", () => {
  test("reads a complete set, with SMTP on port 587 unless told otherwise", () => {
    expect(provisionSettings(complete, undefined)).toEqual({
      url: "https://agency.app.n8n.cloud",
      webhookUrl: "https://agency.app.n8n.cloud",
      apiKey: "key-1",
      origin: "https://www.example.com",
      owner: { email: "owner@agency.example", password: "secret" },
      notifyTo: "hello@agency.example",
      notifyFrom: "Grand River site <site@agency.example>",
      smtp: { host: "smtp.example.com", port: 587, user: "site", password: "p4ss", secure: false },
      resendEveryMinutes: 15,
    });
  });

  test("takes a table made by hand instead of the owner's login", () => {
    const { N8N_OWNER_EMAIL: _email, N8N_OWNER_PASSWORD: _password, ...rest } = complete;
    expect(provisionSettings({ ...rest, N8N_LEADS_TABLE_ID: "t1" }, undefined)).toMatchObject({ tableId: "t1" });
    expect(provisionSettings({ ...rest, N8N_LEADS_TABLE_ID: "t1" }, undefined)).not.toHaveProperty("owner");
  });

  test("names every problem at once", () => {
    const result = provisionSettings(
      { N8N_URL: "ftp://n8n", SMTP_PORT: "99999", SMTP_SECURE: "yes", LEADS_NOTIFY_TO: "nobody" },
      undefined,
    );

    expect(result).toEqual({
      problems: [
        'N8N_URL "ftp://n8n" is not an http(s) address.',
        "N8N_API_KEY is not set: an n8n API key (Settings > n8n API).",
        "VITE_SITE_ORIGIN (or --origin) is not set: the site's origin, such as https://www.example.com.",
        "N8N_OWNER_EMAIL and N8N_OWNER_PASSWORD are not both set: the owner's login creates the leads table (or set N8N_LEADS_TABLE_ID).",
        "LEADS_NOTIFY_FROM is not set: the sender of those e-mails.",
        'LEADS_NOTIFY_TO "nobody" is not an e-mail address.',
        "SMTP_HOST is not set: the SMTP server that sends the e-mails.",
        'SMTP_PORT "99999" is not a port.',
        'SMTP_SECURE must be true or false, not "yes".',
      ],
    });
  });

  test("the command prints them and exits 2 without calling n8n", async () => {
    const lines: string[] = [];
    const calls: string[] = [];
    const code = await runProvision({
      args: [],
      env: { ...complete, SMTP_HOST: "" },
      print: (line) => lines.push(line),
      fetch: (url) => {
        calls.push(url instanceof Request ? url.url : url.toString());
        return Promise.reject(new Error("no n8n here"));
      },
    });

    expect(code).toBe(2);
    expect(lines).toEqual([
      "The provisioning settings are not complete (1 problems):",
      "  - SMTP_HOST is not set: the SMTP server that sends the e-mails.",
    ]);
    expect(calls).toEqual([]);
  });
});

describe("the SMTP credential's name", () => {
  const settings = provisionSettings(complete, undefined);
  if ("problems" in settings) throw new Error("complete settings were refused");

  test("stays the same for the same settings, and changes with any of them", () => {
    expect(smtpCredentialName(settings)).toMatch(/^Grand River SMTP \([0-9a-f]{10}\)$/);
    expect(smtpCredentialName({ ...settings })).toBe(smtpCredentialName(settings));
    expect(smtpCredentialName({ ...settings, smtp: { ...settings.smtp, password: "new" } })).not.toBe(
      smtpCredentialName(settings),
    );
  });

  test("cannot be told from the password without the API key", () => {
    expect(smtpCredentialName({ ...settings, apiKey: "key-2" })).not.toBe(smtpCredentialName(settings));
  });
});

describe("what provisioning puts back", () => {
  const wanted = leadWorkflow("contact", { tableId: "t1", alertWorkflowId: "a1" });
  /** As n8n stores it: ids, positions and version fields of its own, the same nodes and settings. */
  const stored = () =>
    ({
      id: "w1",
      active: true,
      versionId: "v1",
      ...structuredClone(wanted),
      nodes: wanted.nodes.map((node) => ({ ...structuredClone(node), position: [0, 0] })),
    }) as unknown as StoredWorkflow;

  test("nothing when n8n only moved nodes about", () => {
    expect(differences(wanted, stored())).toEqual([]);
  });

  test("a node disabled, set to go on after an error, retried differently or edited, by name and field", () => {
    const drifted = stored();
    const node = (name: string) => drifted.nodes.find((each) => each.name === name) as Record<string, unknown>;
    node(NODE.keep).disabled = true;
    node(NODE.email).onError = "continueRegularOutput";
    node(NODE.email).maxTries = 5;
    (node(NODE.check).parameters as Record<string, unknown>).jsCode = "return [];";

    expect(differences(wanted, drifted)).toEqual([
      `"${NODE.check}" parameters`,
      `"${NODE.keep}" disabled`,
      `"${NODE.email}" onError, maxTries`,
    ]);
  });

  test("a node added or removed, the wiring changed, or a setting added", () => {
    const drifted = stored();
    drifted.nodes = [...drifted.nodes.filter((each) => each.name !== NODE.answerRepeat), { name: "Mine" }];
    drifted.connections = { ...drifted.connections, Mine: { main: [] } };
    drifted.settings = { ...drifted.settings, saveDataErrorExecution: "none" };

    expect(differences(wanted, drifted)).toEqual([
      `"${NODE.answerRepeat}" missing`,
      '"Mine" added',
      "connections",
      "settings saveDataErrorExecution",
    ]);
  });
});

describe("n8n's server settings", () => {
  test("are fine for leads with one run at a time and failed runs kept", () => {
    const lines = serverFindings({
      concurrency: 1,
      databaseType: "postgresdb",
      saveDataErrorExecution: "all",
      pruning: { isEnabled: true, maxAge: 336 },
    });

    expect(lines.filter((line) => line.startsWith("WARNING"))).toEqual([]);
    expect(lines).toContain(
      "one production run at a time (N8N_CONCURRENCY_PRODUCTION_LIMIT=1): a lead posted twice at once is kept once.",
    );
  });

  test("warn of runs at once, failed runs not kept, and SQLite's pool that cannot be seen", () => {
    const lines = serverFindings({ concurrency: -1, databaseType: "sqlite", saveDataErrorExecution: "none" });

    expect(lines[0]).toMatch(
      /^WARNING: production runs are not one at a time \(N8N_CONCURRENCY_PRODUCTION_LIMIT unlimited\)/,
    );
    expect(lines[1]).toMatch(
      /^WARNING \(cannot confirm\): database SQLite, whose pool size \(DB_SQLITE_POOL_SIZE\) is not shown to the API, set or not/,
    );
    expect(lines[2]).toMatch(/^WARNING: failed runs are not kept \(EXECUTIONS_DATA_SAVE_ON_ERROR=none\)/);
  });

  test("say plainly they were not checked without the owner's login", () => {
    expect(serverFindings(undefined)).toEqual([
      expect.stringMatching(/^WARNING \(cannot confirm\): not checked, as reading them needs the owner's login/),
    ]);
  });
});

/**
 * n8n's public API as provisioning uses it, in memory: workflows stored as sent (with an id and a
 * version), credentials kept with their data, which n8n's API never shows back.
 */
function n8nStandIn() {
  const workflows = new Map<string, StoredWorkflow>();
  const credentials = new Map<string, { name: string; type: string; data: Record<string, unknown> }>();
  let next = 1;
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const answer = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });
    const path = url.pathname.replace(/^\/api\/v1/, "");
    const id = /^\/(?:workflows|credentials)\/([^/]+)/.exec(path)?.[1] ?? "";
    if (method === "GET" && path === "/workflows") {
      const name = url.searchParams.get("name");
      return answer({ data: [...workflows.values()].filter((each) => each.name === name), nextCursor: null });
    }
    if (method === "POST" && path === "/workflows") {
      const stored = { ...(body as unknown as StoredWorkflow), id: `w${next++}`, active: false, versionId: "v1" };
      workflows.set(stored.id, stored);
      return answer(stored);
    }
    if (method === "PUT" && path.startsWith("/workflows/")) {
      const stored = { ...(workflows.get(id) as StoredWorkflow), ...(body as object), versionId: `v${next++}` };
      workflows.set(id, stored);
      return answer(stored);
    }
    if (method === "POST" && path.endsWith("/activate")) {
      const stored = { ...(workflows.get(id) as StoredWorkflow), active: true };
      workflows.set(id, stored);
      return answer(stored);
    }
    if (method === "POST" && path === "/credentials") {
      const created = { id: `c${next++}`, ...(body as { name: string; type: string; data: Record<string, unknown> }) };
      credentials.set(created.id, created);
      return answer({ id: created.id, name: created.name });
    }
    if (method === "DELETE" && path.startsWith("/credentials/")) {
      credentials.delete(id);
      return answer({});
    }
    return new Response("not in the stand-in", { status: 404 });
  };
  return { fetch, workflows, credentials };
}

describe("the relay's secret", () => {
  const { N8N_OWNER_EMAIL: _email, N8N_OWNER_PASSWORD: _password, ...byTableId } = complete;
  const settings = { ...byTableId, N8N_LEADS_TABLE_ID: "t1" };
  const provision = async (n8n: ReturnType<typeof n8nStandIn>, env: Record<string, string>) => {
    const lines: string[] = [];
    const code = await runProvision({ args: [], env, print: (line) => lines.push(line), fetch: n8n.fetch });
    return { code, output: lines.join("\n") };
  };
  const headerAuth = (n8n: ReturnType<typeof n8nStandIn>) =>
    [...n8n.credentials.entries()].filter(([, each]) => each.type === "httpHeaderAuth");
  const webhooks = (n8n: ReturnType<typeof n8nStandIn>) =>
    [...n8n.workflows.values()]
      .filter((workflow) => workflow.name.endsWith(" form"))
      .map((workflow) => workflow.nodes.find((node) => node.name === NODE.webhook) as Record<string, unknown>);

  test("turns on each Webhook's Header Auth with one credential of the X-Relay-Secret header, once", async () => {
    const n8n = n8nStandIn();

    const first = await provision(n8n, { ...settings, LEADS_RELAY_SECRET: "s3cret" });

    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain("  the relay's secret (X-Relay-Secret): created");
    const [[id, credential] = []] = headerAuth(n8n);
    expect(headerAuth(n8n)).toHaveLength(1);
    expect(credential?.data).toEqual({ name: "X-Relay-Secret", value: "s3cret" });
    const nodes = webhooks(n8n);
    expect(nodes).toHaveLength(5);
    for (const node of nodes) {
      expect((node.parameters as Record<string, unknown>).authentication).toBe("headerAuth");
      expect(node.credentials).toEqual({ httpHeaderAuth: { id, name: credential?.name } });
    }

    const again = await provision(n8n, { ...settings, LEADS_RELAY_SECRET: "s3cret" });

    expect(again.output).toContain("  the relay's secret (X-Relay-Secret): unchanged");
    expect(again.output).toContain("Nothing changed: n8n was already set up this way.");
    expect(headerAuth(n8n)).toHaveLength(1);
  });

  test("a new secret replaces the credential on every Webhook and deletes the old one", async () => {
    const n8n = n8nStandIn();
    await provision(n8n, { ...settings, LEADS_RELAY_SECRET: "s3cret" });
    const [[oldId] = []] = headerAuth(n8n);

    const rotated = await provision(n8n, { ...settings, LEADS_RELAY_SECRET: "n3w" });

    expect(rotated.code, rotated.output).toBe(0);
    expect(rotated.output).toContain(
      'the workflow "Grand River: contact form": updated (put back: "Webhook" credentials)',
    );
    expect(rotated.output).toContain(`  a credential no longer used: deleted (${oldId})`);
    const [[id, credential] = [], ...others] = headerAuth(n8n);
    expect(others).toEqual([]);
    expect(credential?.data).toEqual({ name: "X-Relay-Secret", value: "n3w" });
    for (const node of webhooks(n8n))
      expect(node.credentials).toEqual({ httpHeaderAuth: { id, name: credential?.name } });
    expect((await provision(n8n, { ...settings, LEADS_RELAY_SECRET: "n3w" })).output).toContain("Nothing changed");
  });

  test("without it, the Webhooks take posts without a secret and no Header Auth credential is made", async () => {
    const n8n = n8nStandIn();

    const run = await provision(n8n, settings);

    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(
      "  the relay's secret (X-Relay-Secret): not set (LEADS_RELAY_SECRET), so the webhooks take posts from anyone",
    );
    expect(headerAuth(n8n)).toEqual([]);
    for (const node of webhooks(n8n)) {
      expect(node.parameters).not.toHaveProperty("authentication");
      expect(node).not.toHaveProperty("credentials");
    }
    expect((await provision(n8n, settings)).output).toContain("Nothing changed");
  });

  test("taken away, it is turned off on every Webhook and its credential deleted", async () => {
    const n8n = n8nStandIn();
    await provision(n8n, { ...settings, LEADS_RELAY_SECRET: "s3cret" });

    const run = await provision(n8n, settings);

    expect(run.output).toContain(
      'the workflow "Grand River: contact form": updated (put back: "Webhook" parameters, credentials)',
    );
    expect(headerAuth(n8n)).toEqual([]);
    for (const node of webhooks(n8n)) expect(node.parameters).not.toHaveProperty("authentication");
  });
});
