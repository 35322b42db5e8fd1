/**
 * `grand-river-webhooks provision`: sets up a running n8n (self-hosted or n8n Cloud) to receive the
 * site's five forms, keep every lead and announce it, in one run: the leads table, the SMTP
 * credential, the alert workflow and the five lead workflows, each active. It changes only what
 * differs from what it would create, so a second run changes nothing. It prints the five webhook
 * addresses to put in the site's settings.
 */
import { commandSettings, type CommandRun } from "../command-options.js";
import { createHmac } from "node:crypto";
import { siteOrigin } from "../env-files.js";
import { RELAY_SECRET_HEADER, RELAY_SECRET_KEY } from "../relay-facts.js";
import { printable } from "../terminal.js";
import {
  ownerSession,
  publicApi,
  type CredentialRef,
  type ServerSettings,
  type StoredWorkflow,
  type WorkflowBody,
} from "./api.js";
import {
  ALERT_WORKFLOW_NAME,
  RESEND_EVERY_MINUTES,
  RESEND_WORKFLOW_NAME,
  LEAD_COLUMNS,
  LEAD_FORMS,
  LEADS_TABLE_NAME,
  NODE,
  alertWorkflow,
  leadWorkflow,
  resendWorkflow,
  webhookPath,
  workflowName,
  type ReceiverSettings,
} from "./workflows.js";

export const PROVISION_USAGE = `Usage: grand-river-webhooks provision [--env-file .env]… [--origin https://example.com]

Sets up n8n to receive the site's five forms: a data table "${LEADS_TABLE_NAME}" that keeps every lead,
an SMTP credential, a workflow per form (stores each lead once, e-mails it to the agency), an alert
workflow (e-mails the agency when a lead workflow fails) and a resend workflow (every few minutes,
e-mails each lead kept but not yet e-mailed; after a day, one alert), all active. Run it again after any
change to the settings: it changes only what differs, and nothing when nothing does.

Settings, from the environment or --env-file (later files win; the environment wins over any file):
  N8N_URL              the n8n address, e.g. https://agency.app.n8n.cloud
  N8N_API_KEY          an n8n API key (Settings > n8n API > Create an API key)
  N8N_OWNER_EMAIL      the owner's login, to create the table (n8n's public API has no data tables);
  N8N_OWNER_PASSWORD     or set N8N_LEADS_TABLE_ID to a table you made with the columns below
  N8N_WEBHOOK_URL      where n8n's webhooks are reached, if not at N8N_URL (optional)
  VITE_SITE_ORIGIN     the site's origin, the only one given CORS (or --origin)
  LEADS_NOTIFY_TO      who is e-mailed each lead and each failure, e.g. hello@agency.example
  LEADS_NOTIFY_FROM    the sender of those e-mails
  SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD, SMTP_SECURE (true for TLS from the start, as on port 465)
  LEADS_RESEND_EVERY_MINUTES  how often n8n e-mails the leads kept but not yet e-mailed (${RESEND_EVERY_MINUTES}; optional)
  ${RELAY_SECRET_KEY}   in relay mode, the site relay's secret: each webhook then takes only posts
                       that carry it in the ${RELAY_SECRET_HEADER} header, and answers others 403 (optional;
                       without it the webhooks take posts from anyone, as no-cors and cors modes need)

Exit status: 0 when n8n is set up; 1 when n8n refused a step (the step and n8n's answer are printed);
2 when the settings or the options are wrong.`;

/** Everything provisioning needs, read from the environment and the options. */
interface ProvisionSettings {
  url: string;
  webhookUrl: string;
  apiKey: string;
  origin: string;
  owner?: { email: string; password: string };
  tableId?: string;
  notifyTo: string;
  notifyFrom: string;
  smtp: { host: string; port: number; user: string; password: string; secure: boolean };
  /** LEADS_RELAY_SECRET: when set, the webhooks take only posts that carry it. */
  relaySecret?: string;
  resendEveryMinutes: number;
}

type Fetch = typeof globalThis.fetch;

/**
 * Reads and checks the settings; every problem found is named.
 * @param origin from --origin
 */
export function provisionSettings(
  env: Record<string, string | undefined>,
  origin: string | undefined,
): ProvisionSettings | { problems: string[] } {
  const problems: string[] = [];
  const value = (key: string) => env[key]?.trim() ?? "";
  const required = (key: string, what: string) => {
    if (!value(key)) problems.push(`${key} is not set: ${what}.`);
    return value(key);
  };
  const address = (key: string, text: string) => {
    if (!text) return "";
    try {
      const url = new URL(text);
      if (url.protocol === "https:" || url.protocol === "http:") return url.href.replace(/\/+$/, "");
    } catch {
      // Falls through to the problem below.
    }
    problems.push(`${key} "${text}" is not an http(s) address.`);
    return "";
  };
  const url = address("N8N_URL", required("N8N_URL", "the n8n address, such as https://agency.app.n8n.cloud"));
  const webhookUrl = address("N8N_WEBHOOK_URL", value("N8N_WEBHOOK_URL")) || url;
  const apiKey = required("N8N_API_KEY", "an n8n API key (Settings > n8n API)");
  const site = siteOrigin(origin ?? env.VITE_SITE_ORIGIN);
  if (site instanceof Error) problems.push(site.message);
  else if (site === undefined)
    problems.push("VITE_SITE_ORIGIN (or --origin) is not set: the site's origin, such as https://www.example.com.");
  const tableId = value("N8N_LEADS_TABLE_ID");
  const email = value("N8N_OWNER_EMAIL");
  const password = value("N8N_OWNER_PASSWORD");
  if (!tableId && !(email && password)) {
    problems.push(
      "N8N_OWNER_EMAIL and N8N_OWNER_PASSWORD are not both set: the owner's login creates the leads table (or set N8N_LEADS_TABLE_ID).",
    );
  }
  const notifyTo = required("LEADS_NOTIFY_TO", "who is e-mailed each lead and each failure");
  const notifyFrom = required("LEADS_NOTIFY_FROM", "the sender of those e-mails");
  for (const [key, text] of [
    ["LEADS_NOTIFY_TO", notifyTo],
    ["LEADS_NOTIFY_FROM", notifyFrom],
  ]) {
    if (text && !/^[^\s@]+@[^\s@]+$/.test(text) && !/<[^\s@]+@[^\s@]+>$/.test(text)) {
      problems.push(`${key} "${text}" is not an e-mail address.`);
    }
  }
  const host = required("SMTP_HOST", "the SMTP server that sends the e-mails");
  const port = Number(value("SMTP_PORT") || "587");
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    problems.push(`SMTP_PORT "${value("SMTP_PORT")}" is not a port.`);
  const every = Number(value("LEADS_RESEND_EVERY_MINUTES") || RESEND_EVERY_MINUTES);
  if (!Number.isInteger(every) || every < 1 || every > 60)
    problems.push(
      `LEADS_RESEND_EVERY_MINUTES "${value("LEADS_RESEND_EVERY_MINUTES")}" is not a whole number of minutes from 1 to 60.`,
    );
  const secure = value("SMTP_SECURE").toLowerCase();
  if (secure && secure !== "true" && secure !== "false")
    problems.push(`SMTP_SECURE must be true or false, not "${secure}".`);
  if (problems.length > 0) return { problems };
  return {
    url,
    webhookUrl,
    apiKey,
    origin: site as string,
    ...(email && password ? { owner: { email, password } } : {}),
    ...(tableId ? { tableId } : {}),
    notifyTo,
    notifyFrom,
    smtp: { host, port, user: value("SMTP_USER"), password: env.SMTP_PASSWORD ?? "", secure: secure === "true" },
    ...(value(RELAY_SECRET_KEY) ? { relaySecret: value(RELAY_SECRET_KEY) } : {}),
    resendEveryMinutes: every,
  };
}

/**
 * The resend workflow's webhook path: keyed with the API key, so only who holds a key (and reads it
 * through n8n's API, as `resend` does) can call it.
 */
function resendPath(settings: ProvisionSettings) {
  return `grand-river-resend-${createHmac("sha256", settings.apiKey).update("resend").digest("hex").slice(0, 24)}`;
}

/**
 * The SMTP credential's name: it carries a keyed fingerprint of the SMTP settings, so a run can tell
 * whether the credential n8n holds (whose secret the API never shows) is the one it would create.
 */
export function smtpCredentialName(settings: ProvisionSettings) {
  const fingerprint = createHmac("sha256", settings.apiKey).update(JSON.stringify(settings.smtp)).digest("hex");
  return `Grand River SMTP (${fingerprint.slice(0, 10)})`;
}

/** The start of the relay secret's credential name, which marks the credentials this command made. */
const RELAY_CREDENTIAL_PREFIX = "Grand River relay secret";

/**
 * The relay secret's Header Auth credential name, with a keyed fingerprint of the secret, as for SMTP.
 */
function relayCredentialName(settings: ProvisionSettings & { relaySecret: string }) {
  const fingerprint = createHmac("sha256", settings.apiKey)
    .update(JSON.stringify([RELAY_SECRET_HEADER, settings.relaySecret]))
    .digest("hex");
  return `${RELAY_CREDENTIAL_PREFIX} (${fingerprint.slice(0, 10)})`;
}

/** The credentials of type `type` (n8n's credential type, e.g. "smtp") the stored workflows' nodes use. */
function credentialsInUse(stored: Map<string, StoredWorkflow | undefined>, type: string): CredentialRef[] {
  return [...stored.values()]
    .flatMap((workflow) => workflow?.nodes ?? [])
    .map((each) => each.credentials?.[type])
    .filter((credential) => credential !== undefined);
}

/**
 * Whether `stored` already holds everything `wanted` sets (n8n adds fields of its own when it saves).
 */
function holds(wanted: unknown, stored: unknown): boolean {
  if (Array.isArray(wanted)) {
    return (
      Array.isArray(stored) && wanted.length === stored.length && wanted.every((each, i) => holds(each, stored[i]))
    );
  }
  if (wanted !== null && typeof wanted === "object") {
    if (stored === null || typeof stored !== "object" || Array.isArray(stored)) return false;
    const record = stored as Record<string, unknown>;
    return Object.entries(wanted).every(([key, value]) => holds(value, record[key]));
  }
  return Object.is(wanted, stored);
}

/**
 * What a node does, as opposed to where it sits on the canvas: its type, parameters, credentials and
 * every flag n8n's editor can set on it. A flag that is off is left out, as n8n leaves it out.
 */
const NODE_FIELDS = [
  "type",
  "typeVersion",
  "parameters",
  "credentials",
  "webhookId",
  "disabled",
  "onError",
  "continueOnFail",
  "retryOnFail",
  "maxTries",
  "waitBetweenTries",
  "alwaysOutputData",
  "executeOnce",
] as const;

function whatItDoes(node: Record<string, unknown>) {
  return Object.fromEntries(
    NODE_FIELDS.filter((field) => node[field] !== undefined && node[field] !== false).map((field) => [
      field,
      node[field],
    ]),
  );
}

/** Equal as JSON values, keys in any order. */
function same(a: unknown, b: unknown): boolean {
  return holds(a, b) && holds(b, a);
}

/**
 * Every difference between a stored workflow and the one we would send, in words: a node missing,
 * added or changed (and which of its fields), the wiring, or a setting. None when it is up to date.
 */
export function differences(wanted: WorkflowBody, stored: StoredWorkflow): string[] {
  const found: string[] = [];
  const storedNodes = new Map(stored.nodes.map((each) => [each.name, each as Record<string, unknown>]));
  const wantedNames = new Set<string>();
  for (const each of wanted.nodes as Record<string, unknown>[]) {
    const name = String(each.name);
    wantedNames.add(name);
    const there = storedNodes.get(name);
    if (!there) {
      found.push(`"${name}" missing`);
      continue;
    }
    const ours = whatItDoes(each);
    const theirs = whatItDoes(there);
    const fields = NODE_FIELDS.filter((field) => !same(ours[field], theirs[field]));
    if (fields.length > 0) found.push(`"${name}" ${fields.join(", ")}`);
  }
  for (const name of storedNodes.keys()) if (!wantedNames.has(name)) found.push(`"${name}" added`);
  if (!same(wanted.connections, stored.connections)) found.push("connections");
  const settings = Object.keys({ ...wanted.settings, ...stored.settings }).filter(
    (key) => !same(wanted.settings[key], stored.settings[key]),
  );
  if (settings.length > 0) found.push(`settings ${settings.join(", ")}`);
  return found;
}

/**
 * Runs the command; resolves to the process's exit status.
 */
export async function runProvision({ args, env, print, fetch }: CommandRun & { fetch?: Fetch }): Promise<number> {
  const command = commandSettings({ args, env, print }, {}, PROVISION_USAGE);
  if (typeof command === "number") return command;
  const settings = provisionSettings(command.settings, command.options.origin);
  if ("problems" in settings) {
    print(`The provisioning settings are not complete (${settings.problems.length} problems):`);
    for (const problem of settings.problems) print(`  - ${problem}`);
    return 2;
  }

  print(`Setting up n8n at ${settings.url} for the site at ${settings.origin}.`);
  const done: string[] = [];
  const report = (what: string, result: string) => {
    done.push(result);
    print(`  ${what}: ${result}`);
  };
  let step = "";
  try {
    const api = publicApi({ url: settings.url, apiKey: settings.apiKey, fetch });

    step = "the owner's login";
    const owner = settings.owner
      ? await ownerSession({ url: settings.url, ...settings.owner, fetch, print })
      : undefined;

    step = "the workflows";
    const stored: Map<string, StoredWorkflow | undefined> = new Map();
    for (const name of [ALERT_WORKFLOW_NAME, RESEND_WORKFLOW_NAME, ...LEAD_FORMS.map(workflowName)]) {
      const found = await api.workflowsNamed(name);
      if (found.length > 1) {
        throw new Error(`n8n has ${found.length} workflows called "${name}": delete all but one, then run this again.`);
      }
      stored.set(name, found[0]);
    }

    step = `the data table "${LEADS_TABLE_NAME}"`;
    const tableId = owner
      ? await provisionTable(owner, settings.tableId ?? recordedTableId(stored), (result) => report(step, result))
      : (settings.tableId as string);
    if (!owner) report(step, `given (N8N_LEADS_TABLE_ID ${settings.tableId})`);

    step = "n8n's server settings";
    print("  n8n's server settings (set where n8n runs; provisioning cannot change them):");
    for (const line of serverFindings(owner ? await owner.serverSettings() : undefined)) print(`    - ${line}`);

    step = "the SMTP credential";
    const inUse = credentialsInUse(stored, "smtp");
    const smtp = await provisionCredential(api, inUse, {
      name: smtpCredentialName(settings),
      type: "smtp",
      data: { ...settings.smtp, disableStartTls: false },
      report: (result) => report(step, result),
    });

    // Header Auth on each lead workflow's Webhook node: posts without the relay's secret get 403.
    step = `the relay's secret (${RELAY_SECRET_HEADER})`;
    const relayInUse = credentialsInUse(stored, "httpHeaderAuth");
    const relaySecret = settings.relaySecret
      ? await provisionCredential(api, relayInUse, {
          name: relayCredentialName({ ...settings, relaySecret: settings.relaySecret }),
          type: "httpHeaderAuth",
          data: { name: RELAY_SECRET_HEADER, value: settings.relaySecret },
          report: (result) => report(step, result),
        })
      : undefined;
    if (!relaySecret) print(`  ${step}: not set (${RELAY_SECRET_KEY}), so the webhooks take posts from anyone`);

    const receiver: ReceiverSettings = {
      origin: settings.origin,
      tableId,
      smtp,
      ...(relaySecret ? { relaySecret } : {}),
      notifyTo: settings.notifyTo,
      notifyFrom: settings.notifyFrom,
    };
    step = `the workflow "${ALERT_WORKFLOW_NAME}"`;
    const alert = await upsertWorkflow(api, alertWorkflow(receiver), stored.get(ALERT_WORKFLOW_NAME), false);
    report(step, alert.result);
    for (const form of LEAD_FORMS) {
      step = `the workflow "${workflowName(form)}"`;
      const wanted = leadWorkflow(form, { ...receiver, alertWorkflowId: alert.workflow.id });
      report(step, (await upsertWorkflow(api, wanted, stored.get(wanted.name), true)).result);
    }
    step = `the workflow "${RESEND_WORKFLOW_NAME}"`;
    const resend = resendWorkflow({
      ...receiver,
      alertWorkflowId: alert.workflow.id,
      resendEveryMinutes: settings.resendEveryMinutes,
      resendPath: resendPath(settings),
    });
    report(step, (await upsertWorkflow(api, resend, stored.get(RESEND_WORKFLOW_NAME), true)).result);

    // A credential this command made before, for settings since changed, is no longer used. Only
    // ours go: a Header Auth credential made by hand may serve workflows of the agency's own.
    const replaced = [
      ...inUse.filter((credential) => credential.id !== smtp.id),
      ...relayInUse.filter(
        (credential) => credential.id !== relaySecret?.id && credential.name.startsWith(RELAY_CREDENTIAL_PREFIX),
      ),
    ];
    for (const id of new Set(replaced.map((credential) => credential.id))) {
      step = "a credential no longer used";
      await api.deleteCredential(id);
      report(step, `deleted (${id})`);
    }
  } catch (error) {
    print("");
    print(`Stopped at ${step}: ${printable(error instanceof Error ? error.message : String(error), 600)}`);
    return 1;
  }

  print("");
  print(
    done.every((result) => result.startsWith("unchanged") || result.startsWith("given"))
      ? "Nothing changed: n8n was already set up this way."
      : "n8n is set up.",
  );
  print("Put these in the site's settings (apps/site/.env, or the host's build environment):");
  for (const form of LEAD_FORMS) {
    print(`VITE_WEBHOOK_${form.toUpperCase()}_URL=${settings.webhookUrl}/webhook/${webhookPath(form)}`);
  }
  return 0;
}

/**
 * The credential called `name`, if the workflows already use it (n8n never shows a credential's
 * secret back, so its name's fingerprint says whether it is current); else a new one.
 */
async function provisionCredential(
  api: ReturnType<typeof publicApi>,
  inUse: CredentialRef[],
  wanted: { name: string; type: string; data: Record<string, unknown>; report: (result: string) => void },
): Promise<CredentialRef> {
  const current = inUse.find((credential) => credential.name === wanted.name);
  if (current) {
    wanted.report("unchanged");
    return current;
  }
  const created = await api.createCredential({ name: wanted.name, type: wanted.type, data: wanted.data });
  wanted.report("created");
  return { id: created.id, name: created.name };
}

/**
 * The leads table's id the stored lead workflows write to, if they name one: the table `provision`
 * made or was given, whatever it has been renamed since.
 */
export function recordedTableId(stored: Map<string, StoredWorkflow | undefined>): string | undefined {
  for (const form of LEAD_FORMS) {
    const keep = stored.get(workflowName(form))?.nodes.find((each) => each.name === NODE.keep);
    const table = (keep?.parameters as { dataTableId?: { value?: unknown } } | undefined)?.dataTableId?.value;
    if (typeof table === "string" && table !== "") return table;
  }
  return undefined;
}

/**
 * Finds the leads table through the owner's session, by the id the workflows write to first (a
 * renamed table keeps its leads), then by name, adding any column it lacks; creates it only when no
 * table can hold leads. A table with the leads' columns under another name, that the workflows do
 * not name, stops the run: it may hold the leads, and an empty new table would orphan them.
 * @returns the table's id
 */
async function provisionTable(
  owner: Awaited<ReturnType<typeof ownerSession>>,
  recorded: string | undefined,
  report: (result: string) => void,
): Promise<string> {
  const byId = recorded ? await owner.findTable({ id: recorded }) : undefined;
  const table = byId ?? (await owner.findTable({ name: LEADS_TABLE_NAME }));
  if (!table) {
    const candidates = await owner.tablesWithColumns(["form", "submission", "announced"]);
    if (candidates.length > 0) {
      throw new Error(
        `n8n has no table "${LEADS_TABLE_NAME}", but ${candidates.map((each) => `"${each.name}" (id ${each.id})`).join(", ")} ` +
          `${candidates.length === 1 ? "has" : "have"} the leads' columns and may hold the leads. Rename the one that does back to ` +
          `"${LEADS_TABLE_NAME}", or set N8N_LEADS_TABLE_ID to its id, then run this again.`,
      );
    }
    const created = await owner.createTable(LEADS_TABLE_NAME, LEAD_COLUMNS);
    report(`created (${LEAD_COLUMNS.length} columns)`);
    return created.id;
  }
  const missing = LEAD_COLUMNS.filter((column) => !table.columns.some((each) => each.name === column.name));
  for (const column of missing) await owner.addColumn(table.id, column);
  const renamed = table.name === LEADS_TABLE_NAME ? "" : `kept "${table.name}" (renamed in n8n; the leads stay in it)`;
  const added = missing.length > 0 ? `added ${missing.map((column) => column.name).join(", ")}` : "";
  report([renamed, added].filter(Boolean).join(", ") || "unchanged");
  return table.id;
}

/**
 * Creates the workflow, or updates it where it differs; then activates it when asked.
 */
async function upsertWorkflow(
  api: ReturnType<typeof publicApi>,
  wanted: WorkflowBody,
  stored: StoredWorkflow | undefined,
  activate: boolean,
) {
  const results: string[] = [];
  let workflow = stored;
  if (!workflow) {
    workflow = await api.createWorkflow(wanted);
    results.push("created");
  } else {
    const changed = differences(wanted, workflow);
    if (changed.length > 0) {
      workflow = await api.updateWorkflow(workflow.id, wanted);
      results.push(`updated (put back: ${changed.join("; ")})`);
    }
  }
  // An update of an active workflow is published by activating it again.
  if (activate && (!workflow.active || results.some((result) => result.startsWith("updated")))) {
    workflow = await api.activateWorkflow(workflow.id);
    results.push("activated");
  }
  return { workflow, result: results.length > 0 ? results.join(", ") : "unchanged" };
}

/**
 * What the server's settings mean for the leads, one line each, a line starting "WARNING" for each
 * that loses or doubles leads; without them (no owner's login), what to check by hand.
 */
export function serverFindings(server: ServerSettings | undefined): string[] {
  if (!server) {
    return [
      "WARNING (cannot confirm): not checked, as reading them needs the owner's login (N8N_OWNER_EMAIL, N8N_OWNER_PASSWORD). Check by hand that " +
        "N8N_CONCURRENCY_PRODUCTION_LIMIT=1, and on SQLite DB_SQLITE_POOL_SIZE=4 (docs/receivers.md).",
    ];
  }
  const lines: string[] = [];
  const limit = server.concurrency;
  if (limit === 1) {
    lines.push(
      "one production run at a time (N8N_CONCURRENCY_PRODUCTION_LIMIT=1): a lead posted twice at once is kept once.",
    );
  } else {
    const now = limit === undefined ? "not shown" : limit < 0 ? "unlimited" : String(limit);
    lines.push(
      `WARNING: production runs are not one at a time (N8N_CONCURRENCY_PRODUCTION_LIMIT ${now}): a lead posted twice ` +
        "at once can be kept and e-mailed twice. Set N8N_CONCURRENCY_PRODUCTION_LIMIT=1 and restart n8n " +
        "(on n8n Cloud the plan sets it, and it cannot be changed).",
    );
  }
  if (server.databaseType === "sqlite") {
    lines.push(
      "WARNING (cannot confirm): database SQLite, whose pool size (DB_SQLITE_POOL_SIZE) is not shown to the API, set or not. " +
        "Make sure it is 4: with the default, n8n failed every lead after 10 at once until it was restarted.",
    );
  } else if (server.databaseType) {
    lines.push(`database ${server.databaseType}.`);
  }
  if (server.saveDataErrorExecution === "none") {
    lines.push(
      "WARNING: failed runs are not kept (EXECUTIONS_DATA_SAVE_ON_ERROR=none): a failure leaves no trace but the alert. " +
        "Set it to all.",
    );
  } else if (server.saveDataErrorExecution) {
    lines.push("failed runs are kept (EXECUTIONS_DATA_SAVE_ON_ERROR=all).");
  }
  if (server.pruning?.isEnabled && server.pruning.maxAge !== undefined) {
    lines.push(
      `runs are deleted after ${server.pruning.maxAge} hours (EXECUTIONS_DATA_MAX_AGE); the leads table is not.`,
    );
  }
  return lines;
}
