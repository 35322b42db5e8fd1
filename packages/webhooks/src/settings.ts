/**
 * The settings a site needs before it may take a single lead: each form's webhook address and how
 * the browser posts to it. One reader for the site's build, for `grand-river-webhooks check` and for
 * any app that installs this package, so what the check proves is what the build ships.
 *
 * It refuses to guess. A missing or blank address, an address a browser could not post a lead to
 * safely, or an unknown mode is a problem, and every problem is named at once. The local inbox
 * stands in for unset addresses only behind one explicit switch (`WEBHOOK_LOCAL_INBOX=1`), which is
 * itself refused in a host's build, so a deployed site can never post its leads to the visitor's
 * own machine.
 *
 * Node code, built to `dist` like the rest of the package; a site's build imports it from there.
 */
import { WEBHOOK_FORMS, byForm, urlKeyOf, type WebhookForm, type WebhookUrls } from "./forms.js";
import { RELAY_PATH } from "./relay-facts.js";

/** The environment variable that holds each form's webhook address. */
export const WEBHOOK_URL_KEYS = byForm(urlKeyOf);

/** The environment variable that picks how the browser posts: `no-cors` (default), `cors` or `relay`. */
export const WEBHOOK_MODE_KEY = "VITE_WEBHOOK_MODE";

/**
 * The ways a browser can post: `no-cors` as spec §7 says (the reply is opaque), `cors` (read), or
 * `relay`: to the site's own origin, whose relay keeps the lead and hands it to the addresses.
 */
export const WEBHOOK_MODES = ["no-cors", "cors", "relay"] as const;

/** How the browser posts: `no-cors` (the reply is opaque), `cors` (read) or `relay` (via the site's own origin). */
export type WebhookMode = (typeof WEBHOOK_MODES)[number];

/** What a site needs to post its forms. */
export interface WebhookSettings {
  /** Each form's webhook address. */
  urls: Readonly<Record<WebhookForm, string>>;
  /** How the browser posts. */
  mode: WebhookMode;
  /** True when the local-inbox switch was on (unset addresses point at the local inbox). */
  localInbox: boolean;
}

/**
 * The one switch that lets unset addresses fall back to the local inbox: `npm start`, the tests and
 * the dev server set it. Only the exact value "1" turns it on.
 */
export const LOCAL_INBOX_SWITCH = "WEBHOOK_LOCAL_INBOX";

/**
 * Variables that hosts set in their own builds. With any of them present the local-inbox switch is
 * refused: a copied `.env` or a stray dashboard setting must not ship a site that posts to loopback.
 * CI services are left out on purpose: tests run there with the switch on.
 */
export const HOST_BUILD_MARKERS: Readonly<Record<string, string>> = {
  CF_PAGES: "Cloudflare Pages",
  NETLIFY: "Netlify",
  VERCEL: "Vercel",
  RENDER: "Render",
  AWS_APP_ID: "AWS Amplify",
};

/** Where the local inbox listens: port `INBOX_PORT` when set (so a second run can sit beside the first), else 8787. */
export function localInboxOrigin(env: Readonly<Record<string, unknown>>): string {
  const port = typeof env.INBOX_PORT === "string" && env.INBOX_PORT.trim() !== "" ? env.INBOX_PORT.trim() : "8787";
  return `http://127.0.0.1:${port}`;
}

/** Whether `env` turns the local-inbox switch on: exactly "1", and in no host's build. */
export function localInboxSwitchOn(env: Readonly<Record<string, unknown>>): boolean {
  const on = typeof env[LOCAL_INBOX_SWITCH] === "string" && env[LOCAL_INBOX_SWITCH].trim() === "1";
  const onHost = Object.keys(HOST_BUILD_MARKERS).some(
    (marker) => typeof env[marker] === "string" && env[marker].trim() !== "",
  );
  return on && !onHost;
}

/** What every problem the reader finds is thrown as, each problem one line naming its variable. */
export class WebhookSettingsError extends Error {
  /** Every problem found, one line each. */
  readonly problems: readonly string[];

  constructor(problems: string[]) {
    super(
      `The webhook settings are not ready to take leads (${problems.length} ${problems.length === 1 ? "problem" : "problems"}):\n` +
        problems.map((problem) => `  - ${problem}`).join("\n") +
        "\nSet them in the host's build environment, as for every other build setting. For a local build that posts to the " +
        `local inbox instead, set ${LOCAL_INBOX_SWITCH}=1 (npm start and the tests do).`,
    );
    this.name = "WebhookSettingsError";
    this.problems = problems;
  }
}

/**
 * Reads and checks every webhook setting in `env` (`process.env`, Vite's env, or a plain object).
 * Returns the addresses and mode, or throws a `WebhookSettingsError` that lists every problem.
 */
export function readWebhookSettings(env: Readonly<Record<string, unknown>>): WebhookSettings {
  const problems: string[] = [];
  const text = (key: string) => {
    const value = env[key];
    // An empty line in .env yields "", which would post to the page itself: blank is unset.
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };

  const switchValue = text(LOCAL_INBOX_SWITCH);
  if (switchValue !== undefined && switchValue !== "1") {
    problems.push(
      `${LOCAL_INBOX_SWITCH} is "${switchValue}": set it to 1 to post to the local inbox, or leave it unset.`,
    );
  }
  const localInbox = localInboxSwitchOn(env);
  if (switchValue === "1") {
    for (const [marker, host] of Object.entries(HOST_BUILD_MARKERS)) {
      if (text(marker) === undefined) continue;
      problems.push(
        `${LOCAL_INBOX_SWITCH}=1 in a ${host} build (${marker} is set): the site would post every lead to the ` +
          `visitor's own machine. Remove ${LOCAL_INBOX_SWITCH} from the host's settings and set the webhook addresses.`,
      );
    }
  }

  const inbox = localInboxOrigin(env);
  const urls = {} as Record<WebhookForm, string>;
  for (const form of WEBHOOK_FORMS) {
    const key = WEBHOOK_URL_KEYS[form];
    const value = text(key);
    if (value === undefined) {
      if (localInbox) urls[form] = `${inbox}/${form}`;
      else problems.push(`${key} is not set: the ${form} form's webhook address (https://…).`);
      continue;
    }
    const problem = addressProblem(value);
    if (problem) problems.push(`${key} ${problem}`);
    else urls[form] = value;
  }

  const mode = text(WEBHOOK_MODE_KEY) ?? "no-cors";
  if (!WEBHOOK_MODES.includes(mode as WebhookMode)) {
    problems.push(`${WEBHOOK_MODE_KEY} is "${mode}": use one of ${WEBHOOK_MODES.join(", ")} (no-cors when unset).`);
  }

  if (problems.length > 0) throw new WebhookSettingsError(problems);
  return { urls, mode: mode as WebhookMode, localInbox };
}

/**
 * Why a browser could not safely post a lead to `value`, or undefined when it can.
 */
export function addressProblem(value: string) {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `is "${value}", which is not a full address: give it as https://host/path.`;
  }
  // fetch() refuses an address with a user name or password in it, so every lead would fail.
  if (url.username || url.password)
    return `is ${redacted(url)}: an address with a user name or password cannot be posted to from a browser.`;
  if (url.protocol === "https:") return undefined;
  if (url.protocol === "http:" && isLoopback(url.hostname)) return undefined;
  if (url.protocol === "http:") {
    return `is ${value}: a webhook address must be https: (plain http: only to this machine, for tests), or leads travel unencrypted.`;
  }
  return `is ${value}: a webhook address must be https:.`;
}

function isLoopback(hostname: string) {
  return hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);
}

function redacted(url: URL) {
  const copy = new URL(url.href);
  copy.username = copy.username && "…";
  copy.password = copy.password && "…";
  return copy.href;
}

/**
 * Where the browser posts each form: the webhook addresses themselves, or in `relay` mode the site's
 * own `/api/leads/<form>`, so the receivers' addresses never reach a page.
 */
export function browserWebhookUrls({ urls, mode }: Pick<WebhookSettings, "urls" | "mode">): WebhookUrls {
  return mode === "relay" ? byForm((form) => `${RELAY_PATH}/${form}`) : urls;
}
