import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSite, removeBuild, serveBuild } from "../e2e-editor/workspace";
import { startMailSink } from "./mail-sink";
import { startN8n } from "./n8n-server";
import { PORTS, RELAY_BUILD, type ReceiversState, modes, webhookAddresses } from "./state";

const repo = path.resolve(import.meta.dirname, "../../..");
const cli = path.join(repo, "packages/webhooks/dist/cli.js");

/** Runs `grand-river-webhooks provision` as a maintainer does, with the settings in `envFile`. */
export function provision(envFile: string) {
  const run = spawnSync(process.execPath, [cli, "provision", "--env-file", envFile], {
    encoding: "utf8",
    // Only the file's settings: nothing from this shell may stand in for one it lacks.
    env: { PATH: process.env.PATH ?? "" },
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

/**
 * Runs `grand-river-webhooks check` against the provisioned webhooks, as the hourly job does.
 * @param origin the site's; none leaves CORS, and in relay mode the site's relay, unchecked
 * @param settings more settings, such as N8N_URL and N8N_API_KEY
 */
export function check(
  origin: string | undefined,
  addresses: Record<string, string>,
  settings = {},
  args: string[] = [],
) {
  const run = spawnSync(process.execPath, [cli, "check", ...(origin ? ["--origin", origin] : []), ...args], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", VITE_WEBHOOK_MODE: "cors", ...addresses, ...settings },
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
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
  const n8n = await startN8n({ port: PORTS.n8n, brokerPort: PORTS.broker, folder: path.join(folder, "n8n") });
  const stops = [() => mail.stop(), () => n8n.stop()];
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
      n8n: { url: n8n.url, owner: n8n.owner, apiKey: n8n.apiKey },
      first: first.output,
    };
    process.env.RECEIVERS_STATE = JSON.stringify(state);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
