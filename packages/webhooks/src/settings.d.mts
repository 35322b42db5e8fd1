/** The five forms that post to a webhook, in the order of spec §7. */
type SettingsForm = "newsletter" | "report" | "playbook" | "contact" | "worklog";

/** The environment variable that holds each form's webhook address. */
export declare const WEBHOOK_URL_KEYS: {
  readonly newsletter: "VITE_WEBHOOK_NEWSLETTER_URL";
  readonly report: "VITE_WEBHOOK_REPORT_URL";
  readonly playbook: "VITE_WEBHOOK_PLAYBOOK_URL";
  readonly contact: "VITE_WEBHOOK_CONTACT_URL";
  readonly worklog: "VITE_WEBHOOK_WORKLOG_URL";
};

/** The environment variable that picks how the browser posts: `no-cors` (default) or `cors`. */
export declare const WEBHOOK_MODE_KEY: "VITE_WEBHOOK_MODE";

/** The ways a browser can post: `no-cors` as spec §7 says (the reply is opaque), or `cors` (read). */
export declare const WEBHOOK_MODES: readonly ["no-cors", "cors"];

/** How the browser posts: `no-cors` (the reply is opaque) or `cors` (the reply's status is read). */
export type WebhookMode = (typeof WEBHOOK_MODES)[number];

/** The one switch ("1") that lets unset addresses fall back to the local inbox. */
export declare const LOCAL_INBOX_SWITCH: "WEBHOOK_LOCAL_INBOX";

/** Variables hosts set in their builds, with the host's name; the local-inbox switch is refused beside any. */
export declare const HOST_BUILD_MARKERS: Readonly<Record<string, string>>;

/** Whether `env` turns the local-inbox switch on: exactly "1", and in no host's build. */
export declare function localInboxSwitchOn(env: Readonly<Record<string, unknown>>): boolean;

/** What a site needs to post its forms. */
export interface WebhookSettings {
  /** Each form's webhook address. */
  urls: Readonly<Record<SettingsForm, string>>;
  /** How the browser posts. */
  mode: WebhookMode;
  /** True when the local-inbox switch was on (unset addresses point at the local inbox). */
  localInbox: boolean;
}

/** Thrown by `readWebhookSettings` with every problem it found, one line each. */
export declare class WebhookSettingsError extends Error {
  readonly problems: readonly string[];
  constructor(problems: string[]);
}

/** Reads and checks the webhook settings in `env`; throws a `WebhookSettingsError` naming every problem. */
export declare function readWebhookSettings(env: Readonly<Record<string, unknown>>): WebhookSettings;

/** Why a browser could not safely post a lead to `value` (missing https:, credentials…), or undefined. */
export declare function addressProblem(value: string): string | undefined;

/** Where the local inbox listens: `http://127.0.0.1:<INBOX_PORT or 8787>`. */
export declare function localInboxOrigin(env: Readonly<Record<string, unknown>>): string;
