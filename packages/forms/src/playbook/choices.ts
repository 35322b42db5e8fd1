import type { PlaybookTeamSize } from "@grand-river/webhooks";

// The Playbook's choices as the spec gives them (§3): the values sent and the ranges, no words.
// Their labels are words, in `playbookMessages` (messages.ts).

/** The team sizes, in the order the form offers them. */
export const TEAM_SIZE_VALUES = ["solo", "small", "medium", "large"] as const satisfies readonly PlaybookTeamSize[];

/** The apps a Playbook subscriber can tick, by id, grouped as the spec's table groups them. */
export const APP_GROUPS = [
  { id: "email-and-calendar", apps: ["gmail", "outlook", "google-calendar", "calendly"] },
  { id: "crm-and-sales", apps: ["hubspot", "salesforce", "pipedrive"] },
  { id: "collaboration-and-chat", apps: ["slack", "teams", "zoom", "google-meet"] },
  { id: "docs-and-storage", apps: ["google-docs", "ms-word", "google-drive", "dropbox", "onedrive"] },
  { id: "e-commerce-and-marketing", apps: ["shopify", "woocommerce", "mailchimp", "activecampaign"] },
  { id: "analytics-and-reporting", apps: ["google-analytics", "tableau", "power-bi"] },
] as const;

/** One category's id, such as "crm-and-sales". */
export type AppCategoryId = (typeof APP_GROUPS)[number]["id"];

/** One app id, such as "google-calendar". */
export type AppId = (typeof APP_GROUPS)[number]["apps"][number];

/** Every app id, in the order the form lists them. */
export const APP_IDS: readonly AppId[] = APP_GROUPS.flatMap((group) => group.apps);

/** The AI-familiarity slider: whole steps from 1 to 5, starting at 3. */
export const AI_FAMILIARITY = { min: 1, max: 5, step: 1, default: 3 } as const;

/** The most characters the pain-point answer may hold (the webhook's limit); the input is capped at it too. */
export { PAIN_POINT_MAX_LENGTH } from "@grand-river/webhooks";
