import type { FormDefinition, FormFields } from "./fields.js";

/** The most characters the Playbook's pain point may have; the spec's, which its words name. */
export const PAIN_POINT_MAX_LENGTH = 100;

/** The Playbook's team sizes, shown as Solo, 2-10, 11-50 and 50+. */
export const TEAM_SIZE_VALUES = ["solo", "small", "medium", "large"] as const;

/** The apps a Playbook subscriber can tick, by id, grouped as the spec's table groups them. */
export const APP_GROUPS = [
  { id: "email-and-calendar", options: ["gmail", "outlook", "google-calendar", "calendly"] },
  { id: "crm-and-sales", options: ["hubspot", "salesforce", "pipedrive"] },
  { id: "collaboration-and-chat", options: ["slack", "teams", "zoom", "google-meet"] },
  { id: "docs-and-storage", options: ["google-docs", "ms-word", "google-drive", "dropbox", "onedrive"] },
  { id: "e-commerce-and-marketing", options: ["shopify", "woocommerce", "mailchimp", "activecampaign"] },
  { id: "analytics-and-reporting", options: ["google-analytics", "tableau", "power-bi"] },
] as const;

/** The Playbook's AI-familiarity slider: whole steps from 1 to 5, starting at 3. */
export const AI_FAMILIARITY = { min: 1, max: 5, step: 1, initial: 3 } as const;

/** What a Weekly AI Playbook subscriber tells about their business. */
export const PLAYBOOK_FIELDS = {
  fullName: { kind: "line", required: true, minLength: 2, autoComplete: "name" },
  businessName: { kind: "line", required: true, minLength: 2, autoComplete: "organization" },
  businessWebsite: { kind: "url" },
  industry: { kind: "line", required: true, minLength: 2 },
  teamSize: { kind: "radio", options: TEAM_SIZE_VALUES, required: true },
  painPoint: { kind: "paragraph", rows: 2, limit: PAIN_POINT_MAX_LENGTH },
  aiFamiliarity: { kind: "slider", ...AI_FAMILIARITY },
  apps: { kind: "checkboxes", groups: APP_GROUPS, required: true },
  aiQuestion: { kind: "paragraph", rows: 2 },
  email: { kind: "email" },
} as const satisfies FormFields;

/** Call #3: a Weekly AI Playbook sign-up; the spec lists no timestamp for it. */
export const PLAYBOOK_FORM = {
  fields: PLAYBOOK_FIELDS,
  summary: ["fullName", "email", "teamSize"],
  subject: "fullName",
} as const satisfies FormDefinition;
