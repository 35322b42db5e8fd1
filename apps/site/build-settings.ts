// Vite loads this through its config bundler, which leaves workspace packages' TypeScript sources
// unbuilt: import only plain JavaScript (the webhooks settings reader is) and Node's own modules.
import { createHash } from "node:crypto";
import { loadEnv, type Plugin, type UserConfig } from "vite";
import {
  LOCAL_INBOX_SWITCH,
  WebhookSettingsError,
  browserWebhookUrls,
  localInboxSwitchOn,
  readWebhookSettings,
  type WebhookSettings,
} from "@grand-river/webhooks/settings";

/** The admin code the README shows as an example: a real site must never ship it. */
const EXAMPLE_ADMIN_CODE = "2468";

/** What a build of the site is made with, read once from its environment. */
export interface SiteSettings {
  /** Where each form posts from the browser, and how. */
  webhooks: Pick<WebhookSettings, "urls" | "mode">;
  /** True when unset webhook addresses point at the local inbox (`WEBHOOK_LOCAL_INBOX=1`). */
  localInbox: boolean;
  /** SHA-256 (hex) of the admin code; the code itself never ships. */
  adminCodeSha256: string;
}

/** Thrown when a build's settings are missing or unsafe, naming every problem at once. */
export class SiteSettingsError extends Error {
  declare readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(
      `The site cannot be built for production: ${problems.length} ${problems.length === 1 ? "setting needs" : "settings need"} fixing.\n` +
        problems.map((problem) => `  - ${problem}`).join("\n") +
        "\nEach host's build needs these (docs/deploying.md). For a build on this machine that posts to the " +
        `local inbox instead, set ${LOCAL_INBOX_SWITCH}=1 (npm start and npm test do).`,
    );
    this.name = "SiteSettingsError";
    // Not enumerable, and no stack: the message lists every problem once, and a stack trace or the
    // same list printed again would only bury it.
    Object.defineProperty(this, "problems", { value: problems, enumerable: false });
    this.stack = "";
  }
}

/**
 * Reads and checks a build's settings. A production build (`vite build`) refuses to guess: every
 * webhook address and the admin code must be set (see `readWebhookSettings` for what an address
 * must be). The dev server, Storybook and unit tests run on this machine only, so for them the
 * local-inbox switch is on unless the environment says otherwise. Throws a `SiteSettingsError`
 * naming every problem.
 */
export function readSiteSettings(
  env: Readonly<Record<string, string | undefined>>,
  command: "build" | "serve",
): SiteSettings {
  const effective = command === "serve" ? { [LOCAL_INBOX_SWITCH]: "1", ...env } : env;
  const problems: string[] = [];

  let webhooks: WebhookSettings | undefined;
  try {
    webhooks = readWebhookSettings(effective);
  } catch (error) {
    if (!(error instanceof WebhookSettingsError)) throw error;
    problems.push(...error.problems);
  }
  const localInbox = localInboxSwitchOn(effective);

  const adminCode = env.ADMIN_CODE?.trim() ? env.ADMIN_CODE : undefined;
  if (adminCode === undefined && !localInbox) {
    problems.push("ADMIN_CODE is not set: the code that opens /admin (only its SHA-256 is built into the site).");
  } else if (adminCode === EXAMPLE_ADMIN_CODE && !localInbox) {
    problems.push(`ADMIN_CODE is ${EXAMPLE_ADMIN_CODE}, the README's example, which anyone can read: choose your own.`);
  }

  if (problems.length > 0 || !webhooks) throw new SiteSettingsError(problems);
  return {
    // In relay mode the pages post to the site's own /api/leads and never learn the receivers' addresses.
    webhooks: { urls: browserWebhookUrls(webhooks), mode: webhooks.mode },
    localInbox,
    adminCodeSha256: createHash("sha256")
      .update(adminCode ?? EXAMPLE_ADMIN_CODE)
      .digest("hex"),
  };
}

/**
 * A Vite build's settings, for its config: `define` carries them into the code, and a plugin fails
 * the build at its start, before anything is bundled, when they are missing or unsafe. Failing at
 * the start rather than while the config loads lets commands that read the config without building
 * (React Router's `typegen`, and so `pnpm typecheck` and `pnpm lint`) work on a machine with no settings.
 */
export function siteSettingsConfig(env: Readonly<Record<string, string | undefined>>, command: "build" | "serve") {
  let settings: SiteSettings | undefined;
  let refused: SiteSettingsError | undefined;
  try {
    settings = readSiteSettings(env, command);
  } catch (error) {
    if (!(error instanceof SiteSettingsError)) throw error;
    refused = error;
  }
  const refuseToBuild: Plugin = {
    name: "grand-river:site-settings",
    // Builds only: React Router also starts a dev server of the config's plugins to read route
    // modules, when it builds and when `typegen` reads the config, and that must not fail.
    apply: "build",
    buildStart() {
      if (refused) throw refused;
    },
  };
  return {
    define: {
      __ADMIN_CODE_SHA256__: JSON.stringify(settings?.adminCodeSha256 ?? ""),
      __WEBHOOK_SETTINGS__: JSON.stringify(settings?.webhooks ?? null),
      // Its own constant, so a build that does not relay drops the proof-of-work solver entirely.
      __WEBHOOK_RELAY__: JSON.stringify(settings?.webhooks.mode === "relay"),
    },
    plugins: [refuseToBuild],
  } satisfies UserConfig;
}

/**
 * The environment a build of the app in `root` reads: its `.env` files for `mode`, with the
 * process's own variables over them, as Vite reads them.
 */
export function buildEnvironment(mode: string, root: string): Record<string, string> {
  return loadEnv(mode, root, "");
}
