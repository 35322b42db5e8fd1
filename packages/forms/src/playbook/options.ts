import type { PlaybookTeamSize } from "@grand-river/webhooks";

// The Playbook's choices as the spec's tables give them (§3): the values sent, and their English
// labels, which are the defaults of `playbookMessages.teamSizes`, `appCategories` and `apps`.

/** The team-size choices of the Playbook form, with the labels the spec gives. */
export const TEAM_SIZES = [
  { value: "solo", label: "Solo" },
  { value: "small", label: "2-10" },
  { value: "medium", label: "11-50" },
  { value: "large", label: "50+" },
] as const satisfies readonly { value: PlaybookTeamSize; label: string }[];

/** The apps a Playbook subscriber can tick, grouped as the spec's table groups them (spec §3). */
export const APP_CATEGORIES = [
  {
    id: "email-and-calendar",
    name: "Email and Calendar",
    apps: [
      { id: "gmail", label: "Gmail" },
      { id: "outlook", label: "Outlook" },
      { id: "google-calendar", label: "Google Calendar" },
      { id: "calendly", label: "Calendly" },
    ],
  },
  {
    id: "crm-and-sales",
    name: "CRM and Sales",
    apps: [
      { id: "hubspot", label: "HubSpot" },
      { id: "salesforce", label: "Salesforce" },
      { id: "pipedrive", label: "Pipedrive" },
    ],
  },
  {
    id: "collaboration-and-chat",
    name: "Collaboration and Chat",
    apps: [
      { id: "slack", label: "Slack" },
      { id: "teams", label: "Microsoft Teams" },
      { id: "zoom", label: "Zoom" },
      { id: "google-meet", label: "Google Meet" },
    ],
  },
  {
    id: "docs-and-storage",
    name: "Docs and Storage",
    apps: [
      { id: "google-docs", label: "Google Docs" },
      { id: "ms-word", label: "Microsoft Word" },
      { id: "google-drive", label: "Google Drive" },
      { id: "dropbox", label: "Dropbox" },
      { id: "onedrive", label: "OneDrive" },
    ],
  },
  {
    id: "e-commerce-and-marketing",
    name: "E-commerce and Marketing",
    apps: [
      { id: "shopify", label: "Shopify" },
      { id: "woocommerce", label: "WooCommerce" },
      { id: "mailchimp", label: "Mailchimp" },
      { id: "activecampaign", label: "ActiveCampaign" },
    ],
  },
  {
    id: "analytics-and-reporting",
    name: "Analytics and Reporting",
    apps: [
      { id: "google-analytics", label: "Google Analytics" },
      { id: "tableau", label: "Tableau" },
      { id: "power-bi", label: "Power BI" },
    ],
  },
] as const;

/** One category's id, such as "crm-and-sales": names it in `playbookMessages.appCategories`. */
export type AppCategoryId = (typeof APP_CATEGORIES)[number]["id"];

/** One app id, such as "google-calendar". */
export type AppId = (typeof APP_CATEGORIES)[number]["apps"][number]["id"];

/** Every app id, in the order the form lists them. */
export const APP_IDS: readonly AppId[] = APP_CATEGORIES.flatMap((category) => category.apps.map((app) => app.id));

/** The AI-familiarity slider: whole steps from 1 to 5, starting at 3. */
export const AI_FAMILIARITY = { min: 1, max: 5, step: 1, default: 3 } as const;

/** The most characters the pain-point answer may hold; the input is capped at it too. */
export const PAIN_POINT_MAX_LENGTH = 100;
