import type { OwnerLogin } from "./n8n-server";

/** The two ways the site can post (spec §7's no-cors, and cors), each a build of its own. */
export const modes = ["no-cors", "cors"] as const;
export type Mode = (typeof modes)[number];

/** Ports of this run, apart from the main e2e run's, so both can run at once. */
export const PORTS = {
  n8n: Number(process.env.RECEIVERS_N8N_PORT ?? 5791),
  broker: Number(process.env.RECEIVERS_N8N_BROKER_PORT ?? 5792),
  smtp: Number(process.env.RECEIVERS_SMTP_PORT ?? 2591),
  site: {
    // The provisioned origin: the only one n8n answers CORS for.
    cors: Number(process.env.RECEIVERS_SITE_PORT ?? 4391),
    "no-cors": Number(process.env.RECEIVERS_SITE_PORT ?? 4391) + 1,
    // The relay-mode build, served by the site's Worker under `wrangler dev`.
    relay: Number(process.env.RECEIVERS_SITE_PORT ?? 4391) + 2,
  },
} as const;

/** Where the setup builds the site in relay mode, for the Worker that relay.spec.ts starts. */
export const RELAY_BUILD = "build-receivers-relay";

/** What the setup made, for the tests. */
export interface ReceiversState {
  folder: string;
  mailFile: string;
  envFile: string;
  origin: string;
  n8n: { url: string; owner: { email: string; password: string }; apiKey: string; login: OwnerLogin };
  /** What the first provisioning run printed. */
  first: string;
}

export function receiversState(): ReceiversState {
  const text = process.env.RECEIVERS_STATE;
  if (!text) throw new Error("RECEIVERS_STATE is not set: run these tests with playwright.receivers.config.ts");
  return JSON.parse(text) as ReceiversState;
}

/** The `VITE_WEBHOOK_<FORM>_URL=…` lines provisioning prints, as settings. */
export function webhookAddresses(output: string): Record<string, string> {
  return Object.fromEntries(
    [...output.matchAll(/^(VITE_WEBHOOK_\w+_URL)=(\S+)$/gm)].map((match) => [match[1] ?? "", match[2] ?? ""]),
  );
}
