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
    expect(lines[1]).toMatch(/^database SQLite: its pool size \(DB_SQLITE_POOL_SIZE\) is not shown to the API/);
    expect(lines[2]).toMatch(/^WARNING: failed runs are not kept \(EXECUTIONS_DATA_SAVE_ON_ERROR=none\)/);
  });

  test("say plainly they were not checked without the owner's login", () => {
    expect(serverFindings(undefined)).toEqual([
      expect.stringMatching(/^not checked: reading them needs the owner's login/),
    ]);
  });
});
