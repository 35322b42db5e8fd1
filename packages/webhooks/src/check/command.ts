/**
 * `grand-river-webhooks check`: before going live, posts one clearly marked test submission to
 * each form's webhook from Node, with the settings the site's build reads, and says per form what
 * answered, whether `cors` mode would be safe, and what to fix. Exits 1 when any webhook would lose
 * leads (unreachable, a redirect, anything but 2xx, or no CORS for the site in `cors` mode).
 */
import { commandSettings, type CommandRun } from "../command-options.js";
import { randomUUID } from "node:crypto";
import { siteOrigin } from "../env-files.js";
import { PROBE_PARAMETER } from "../probe-marker.js";
import { WEBHOOK_FORMS } from "../forms.js";
import { RELAY_SECRET_HEADER, RELAY_SECRET_KEY } from "../relay-facts.js";
import { LOCAL_INBOX_SWITCH, readWebhookSettings, WebhookSettingsError, type WebhookSettings } from "../settings.js";
import { assess } from "./assess.js";
import { probeWebhook } from "./probe.js";
import { checkRelay } from "./relay-ledger.js";
import { CHECK_EMAIL, checkSubmissions } from "./samples.js";
import { printable } from "../terminal.js";
import { failedRunsSince } from "./failed-runs.js";
import { workflowDrift } from "./drift.js";
import { checkLeadsTable, DATA_TABLES_CAP_BYTES } from "./leads-table.js";
import { emailedButUnmarked } from "./emailed-unmarked.js";

export const CHECK_USAGE = `Usage: grand-river-webhooks check [--env-file apps/site/.env]… [--origin https://example.com] [--timeout 10000]
       [--failed-since 60] [--relay-wait 90]

Posts one probe (email ${CHECK_EMAIL}, ?submission=check-<uuid>&${PROBE_PARAMETER}=1) to each form's
webhook: a receiver checks it and answers as for a lead, but keeps and sends nothing. It reads the same settings as the site's build: VITE_WEBHOOK_<FORM>_URL, VITE_WEBHOOK_MODE,
WEBHOOK_LOCAL_INBOX, and the site's origin from VITE_SITE_ORIGIN (or --origin). --env-file reads a
.env file first (repeat it for several: later files win, and the environment wins over any file,
as in Vite). Prints each webhook's answer, whether it answers CORS for the site, leads a receiver
kept but could not e-mail (n8n's answer to a probe names them), and what to fix. With N8N_URL and
N8N_API_KEY set, it also lists the site's n8n runs that failed, or that n8n stopped in the middle
of (a restart or a crash), in the last --failed-since minutes (60; or since a time such as
2026-01-31T09:00:00Z), and names the workflows that differ from what provision writes. With N8N_OWNER_EMAIL and N8N_OWNER_PASSWORD too, it names a leads table that is
missing or renamed, and reports the data tables' size against n8n's cap (50 MB, or
N8N_DATA_TABLES_MAX_SIZE_BYTES when n8n is given another), failing above 80 %.

In relay mode (with VITE_SITE_ORIGIN and LEADS_RELAY_SECRET) it also posts one probe per form to
the site's own endpoint with a solved proof, as a visitor's form does, waits up to --relay-wait
seconds for the relay to deliver each with its own secret and addresses, and reads the relay's
ledger: each probe's outcome, its failed tries since --failed-since, and every lead it gave up
(a dead letter, which grand-river-webhooks resend sends back).

Exit status: 0 when every webhook answered 2xx (a missing CORS answer is only a warning in no-cors
mode); 1 when any is unreachable, redirects, answers anything else, lacks CORS in cors mode, or
kept leads it could not e-mail, or when n8n ran the site's workflows into a failure in that time,
or when the relay did not deliver a probe, failed a try or holds a dead letter, or when the leads
table is missing or renamed or the data tables pass 80 % of the cap;
2 when the settings or the options are wrong.`;

/**
 * Runs the check; resolves to the process's exit status.
 */
export async function runCheck({ args, env, print }: CommandRun): Promise<number> {
  const command = commandSettings(
    { args, env, print },
    {
      timeout: { type: "string", default: "10000" },
      "failed-since": { type: "string", default: "60" },
      "relay-wait": { type: "string", default: "90" },
    },
    CHECK_USAGE,
  );
  if (typeof command === "number") return command;
  const { options, settings: settingsEnv } = command;
  const timeoutMs = Number(options.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    print(`--timeout must be a whole number of milliseconds, not "${options.timeout}".`);
    return 2;
  }

  const relayWaitMs = Number(options["relay-wait"]) * 1000;
  if (!Number.isInteger(relayWaitMs) || relayWaitMs < 0) {
    print(`--relay-wait must be a whole number of seconds, not "${options["relay-wait"]}".`);
    return 2;
  }

  const failedSince = /^\d+$/.test(options["failed-since"])
    ? new Date(Date.now() - Number(options["failed-since"]) * 60_000)
    : new Date(options["failed-since"]);
  if (Number.isNaN(failedSince.getTime())) {
    print(`--failed-since must be minutes or a time such as 2026-01-31T09:00:00Z, not "${options["failed-since"]}".`);
    return 2;
  }

  const capSetting = settingsEnv.N8N_DATA_TABLES_MAX_SIZE_BYTES?.trim();
  const capBytes = capSetting ? Number(capSetting) : DATA_TABLES_CAP_BYTES;
  if (!Number.isInteger(capBytes) || capBytes <= 0) {
    print(`N8N_DATA_TABLES_MAX_SIZE_BYTES must be a whole number of bytes, as n8n reads it, not "${capSetting}".`);
    return 2;
  }

  let settings: WebhookSettings;
  try {
    settings = readWebhookSettings(settingsEnv);
  } catch (error) {
    if (!(error instanceof WebhookSettingsError)) throw error;
    print(error.message);
    return 2;
  }

  const origin = siteOrigin(options.origin ?? settingsEnv.VITE_SITE_ORIGIN);
  if (origin instanceof Error) {
    print(origin.message);
    return 2;
  }

  // In relay mode the receivers take posts only with the relay's secret, so the probes carry it too.
  const relaySecret = settingsEnv[RELAY_SECRET_KEY]?.trim();
  if (settings.mode === "relay" && !relaySecret) {
    print(
      `${RELAY_SECRET_KEY} is not set: in relay mode n8n takes posts only with the relay's secret; give the value the site's relay has.`,
    );
    return 2;
  }
  const forms = WEBHOOK_FORMS;
  const n8nUrl = settingsEnv.N8N_URL?.trim().replace(/\/+$/, "");
  const n8nApiKey = settingsEnv.N8N_API_KEY?.trim();
  const n8n = n8nUrl && n8nApiKey ? { url: n8nUrl, apiKey: n8nApiKey } : undefined;
  const bodies = checkSubmissions(new Date());
  print(
    `Checking ${forms.length} webhooks in ${settings.mode} mode for the site at ${origin ?? "(origin not set)"}: ` +
      `each gets one test submission (${CHECK_EMAIL}).`,
  );
  if (settings.localInbox) {
    print(`${LOCAL_INBOX_SWITCH}=1: unset addresses post to the local inbox. Fine for a test, never for a live site.`);
  }
  const rows = await Promise.all(
    forms.map(async (form) => {
      const url = settings.urls[form];
      const result = await probeWebhook({
        url,
        body: bodies[form],
        origin,
        submissionId: `check-${randomUUID()}`,
        timeoutMs,
        ...(settings.mode === "relay" && relaySecret ? { headers: { [RELAY_SECRET_HEADER]: relaySecret } } : {}),
      });
      // A lead the probe names whose run e-mailed it counts as announced: only its mark failed.
      const unmarked =
        result.reached && result.notAnnounced.length > 0 && n8n
          ? await emailedButUnmarked({ ...n8n, form, submissions: result.notAnnounced }).catch(
              () => new Map<string, string>(),
            )
          : new Map<string, string>();
      const notAnnounced = result.reached ? result.notAnnounced.filter((each) => !unmarked.has(each)) : [];
      return {
        form,
        url,
        unmarked,
        ...assess(result.reached ? { ...result, notAnnounced } : result, { mode: settings.mode, origin }),
      };
    }),
  );

  print("");
  print(
    table([
      ["form", "answer", `CORS for ${origin ?? "the site"}`, "result", "address"],
      ...rows.map((row) => [row.form, row.answer, row.cors, row.verdict, row.url]),
    ]),
  );
  const toFix = rows.filter((row) => row.fixes.length > 0);
  if (toFix.length > 0) {
    print("");
    print("What to fix:");
    for (const row of toFix) for (const fix of row.fixes) print(`- ${row.form} (${row.verdict}): ${printable(fix)}`);
  }
  const unmarked = rows.flatMap((row) =>
    [...row.unmarked].map(([submission, run]) => ({ form: row.form, submission, run })),
  );
  if (unmarked.length > 0) {
    print("");
    print("E-mailed, but not marked announced (counted as announced):");
    for (const lead of unmarked) {
      print(
        `- ${lead.form}: lead ${lead.submission} was e-mailed in n8n run ${lead.run}, which stopped before marking it. ` +
          "Set its announced to true in the leads table, or the resend workflow e-mails it once more.",
      );
    }
  }
  const count = (verdict: string) => rows.filter((row) => row.verdict === verdict).length;
  // The path a lead takes in relay mode starts at the site itself: a probe goes the whole way.
  let relayFailed = false;
  if (settings.mode === "relay") {
    if (!origin) {
      print("");
      print("The site's relay: not checked (set VITE_SITE_ORIGIN or pass --origin).");
    } else {
      relayFailed = await checkRelay({
        origin,
        secret: relaySecret ?? "",
        bodies,
        since: failedSince,
        timeoutMs,
        waitMs: relayWaitMs,
        print,
      });
    }
  }
  print("");
  print(`${count("ok")} ok, ${count("warning")} with a warning, ${count("failed")} failed.`);
  const runsFailed = await reportFailedRuns(settingsEnv, failedSince, print);
  const tableFailed = await reportLeadsTable(settingsEnv, capBytes, print);
  return count("failed") > 0 || relayFailed || runsFailed || tableFailed ? 1 : 0;
}

/**
 * Reports the leads table and the data tables' size, when the owner's login is given.
 * @returns whether either loses leads, or they could not be read
 */
async function reportLeadsTable(
  env: Record<string, string | undefined>,
  capBytes: number,
  print: (line: string) => void,
): Promise<boolean> {
  const url = env.N8N_URL?.trim().replace(/\/+$/, "");
  const apiKey = env.N8N_API_KEY?.trim();
  const email = env.N8N_OWNER_EMAIL?.trim();
  const password = env.N8N_OWNER_PASSWORD ?? "";
  if (!url || !apiKey) return false;
  print("");
  if (!email || !password) {
    print(
      "The leads table and the data tables' size: not checked (set N8N_OWNER_EMAIL and N8N_OWNER_PASSWORD: n8n's public API has no data tables).",
    );
    return false;
  }
  try {
    const { lines, failed } = await checkLeadsTable({ url, apiKey, owner: { email, password }, capBytes, print });
    for (const line of lines) print(printable(line, 600));
    return failed;
  } catch (error) {
    print(
      `The leads table could not be read: ${printable(error instanceof Error ? error.message : String(error), 300)}`,
    );
    return true;
  }
}

/**
 * Lists the site's n8n runs that failed since `since`, when N8N_URL and N8N_API_KEY are set.
 * @returns whether any failed, or they could not be read
 */
async function reportFailedRuns(
  env: Record<string, string | undefined>,
  since: Date,
  print: (line: string) => void,
): Promise<boolean> {
  const url = env.N8N_URL?.trim();
  const apiKey = env.N8N_API_KEY?.trim();
  print("");
  if (!url || !apiKey) {
    print("Failed n8n runs: not checked (set N8N_URL and N8N_API_KEY to list them).");
    return false;
  }
  try {
    const drift = await workflowDrift({ url, apiKey });
    if (drift.length > 0) {
      print(`The site's n8n workflows differ from what provision writes (run provision to put them back):`);
      for (const line of drift) print(`- ${printable(line, 400)}`);
    }
    const { count, newest } = await failedRunsSince({ url, apiKey, since });
    if (count === 0 && drift.length > 0) return true;
    if (count === 0) {
      print(`No failed n8n runs since ${since.toISOString()}.`);
      return false;
    }
    const listed = newest.length < count ? `, the newest ${newest.length} listed` : "";
    print(`${count} failed n8n run${count === 1 ? "" : "s"} since ${since.toISOString()} (n8n: Executions${listed}):`);
    for (const run of newest)
      print(
        `- ${run.workflow}, run ${run.id} ${run.startedAt ? `at ${run.startedAt}` : "(queued, never started)"}: ${printable(run.message, 500)}`,
      );
  } catch (error) {
    print(
      `Failed n8n runs could not be read: ${printable(error instanceof Error ? error.message : String(error), 300)}`,
    );
  }
  return true;
}

/**
 * Rows as aligned columns.
 */
function table(rows: string[][]) {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => printable(cell).padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
