import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSite, removeBuild, serveBuild } from "../e2e-editor/workspace";
import { startMailSink } from "./mail-sink";
import { startN8n, stopRestartedN8n } from "./n8n-server";
import { PORTS, RELAY_BUILD, type ReceiversState, modes, receiversState, webhookAddresses } from "./state";

const repo = path.resolve(import.meta.dirname, "../../..");
const cli = path.join(repo, "packages/webhooks/dist/cli.js");

/** n8n with NODE_ENV=production takes this many logins a minute from one address. */
const LOGINS_PER_MINUTE = 5;
/** A minute, and room for a command's start between its turn and its login. */
const LOGIN_WINDOW_MS = 70_000;

/**
 * Waits, when need be, until one more login keeps the suite within n8n's limit, and records it:
 * every run of a command that logs in takes a turn (the setup's own login included), so no run
 * meets a 429 and none waits on n8n.
 * @param folder the run's folder, where the turns are written (the setup and the tests are two processes)
 */
function loginTurn(folder: string) {
  const file = path.join(folder, "n8n-logins.txt");
  const turns = existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean).map(Number) : [];
  const recent = turns.filter((at) => Date.now() - at < LOGIN_WINDOW_MS);
  const oldest = recent.at(-LOGINS_PER_MINUTE);
  if (recent.length >= LOGINS_PER_MINUTE && oldest !== undefined) {
    const wait = oldest + LOGIN_WINDOW_MS - Date.now();
    console.log(
      `[receivers] ${Math.ceil(wait / 1000)} s before the next login: n8n takes ${LOGINS_PER_MINUTE} a minute`,
    );
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.max(0, wait));
  }
  appendFileSync(file, `${Date.now()}\n`);
}

/** A command's output, refused if n8n turned its login away: the suite logged in more than n8n allows. */
function withinLoginLimit(output: string) {
  if (output.includes("n8n refused the owner's login for now")) {
    throw new Error(`The receivers suite logged in to n8n more often than n8n allows:\n${output}`);
  }
  return output;
}

/** Runs `grand-river-webhooks provision` as a maintainer does, with the settings in `envFile`. */
export function provision(envFile: string) {
  loginTurn(path.dirname(envFile));
  const run = spawnSync(process.execPath, [cli, "provision", "--env-file", envFile], {
    encoding: "utf8",
    // Only the file's settings: nothing from this shell may stand in for one it lacks.
    env: { PATH: process.env.PATH ?? "" },
  });
  return { code: run.status, output: withinLoginLimit(`${run.stdout}${run.stderr}`) };
}

/**
 * Runs `grand-river-webhooks check` against the provisioned webhooks, as the hourly job does.
 * @param origin the site's; none leaves CORS, and in relay mode the site's relay, unchecked
 * @param settings more settings, such as N8N_URL and N8N_API_KEY
 */
export function check(
  origin: string | undefined,
  addresses: Record<string, string>,
  settings: Record<string, string> = {},
  args: string[] = [],
) {
  if (settings.N8N_OWNER_PASSWORD) loginTurn(receiversState().folder);
  const run = spawnSync(process.execPath, [cli, "check", ...(origin ? ["--origin", origin] : []), ...args], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", VITE_WEBHOOK_MODE: "cors", ...addresses, ...settings },
  });
  return { code: run.status, output: withinLoginLimit(`${run.stdout}${run.stderr}`) };
}

/** Runs `grand-river-webhooks resend` with `settings` only, as the owner does. */
export function resend(settings: Record<string, string>) {
  const run = spawnSync(process.execPath, [cli, "resend"], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", ...settings },
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

/**
 * Before the receivers' tests: the agency's side (n8n with an SMTP server), set up by the provision
 * command from a settings file, and the site built against it in each mode and served.
 */
export default async function setup() {
  const folder = mkdtempSync(path.join(tmpdir(), "receivers-e2e-"));
  const mailFile = path.join(folder, "mail.jsonl");
  const mail = await startMailSink(PORTS.smtp, mailFile);
  const started = Date.now();
  // In relay mode the pages learn no receiver's address (the Worker gets them when it starts), so
  // this build needs nothing of n8n and is made while n8n starts.
  const relayBuild = buildSite(RELAY_BUILD, { VITE_WEBHOOK_MODE: "relay" });
  const n8nFolder = path.join(folder, "n8n");
  const n8n = await startN8n({ port: PORTS.n8n, brokerPort: PORTS.broker, folder: n8nFolder });
  // It logged the owner in, to make the API key: the first of the run's logins.
  loginTurn(folder);
  const stops = [() => mail.stop(), () => n8n.stop(), () => stopRestartedN8n(n8nFolder, n8n.pid)];
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    for (const mode of modes) await removeBuild(`build-receivers-${mode}`);
    await removeBuild(RELAY_BUILD);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const envFile = path.join(folder, "n8n.env");
    const origin = `http://127.0.0.1:${PORTS.site.cors}`;
    writeFileSync(
      envFile,
      [
        `N8N_URL=${n8n.url}`,
        `N8N_API_KEY=${n8n.apiKey}`,
        `N8N_OWNER_EMAIL=${n8n.owner.email}`,
        `N8N_OWNER_PASSWORD=${n8n.owner.password}`,
        `VITE_SITE_ORIGIN=${origin}`,
        "LEADS_NOTIFY_TO=hello@agency.example",
        "LEADS_NOTIFY_FROM=Grand River site <site@agency.example>",
        "SMTP_HOST=127.0.0.1",
        `SMTP_PORT=${PORTS.smtp}`,
        "SMTP_SECURE=false",
        // n8n's resend workflow every minute, not every 15: a lead whose e-mail failed goes within the test's wait.
        "LEADS_RESEND_EVERY_MINUTES=1",
        "",
      ].join("\n"),
    );
    const provisioning = Date.now();
    const first = provision(envFile);
    if (first.code !== 0) throw new Error(`provisioning failed:\n${first.output}`);
    // The figures the webhooks README's first-time setup quotes.
    console.log(
      `[receivers] a fresh n8n took its owner after ${Math.round((provisioning - started) / 1000)} s; ` +
        `provisioning it took ${((Date.now() - provisioning) / 1000).toFixed(1)} s`,
    );
    const addresses = webhookAddresses(first.output);

    for (const mode of modes) {
      const built = await buildSite(`build-receivers-${mode}`, {
        ...addresses,
        VITE_WEBHOOK_MODE: mode,
      });
      if (built.code !== 0) throw new Error(`the ${mode} build failed:\n${built.output}`);
      const server = await serveBuild(`build-receivers-${mode}`, PORTS.site[mode]);
      stops.push(() => server.stop());
    }

    const relayBuilt = await relayBuild;
    if (relayBuilt.code !== 0) throw new Error(`the relay build failed:\n${relayBuilt.output}`);

    const state: ReceiversState = {
      folder,
      mailFile,
      envFile,
      origin,
      n8n: { url: n8n.url, owner: n8n.owner, apiKey: n8n.apiKey, login: n8n.login },
      first: first.output,
    };
    process.env.RECEIVERS_STATE = JSON.stringify(state);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
