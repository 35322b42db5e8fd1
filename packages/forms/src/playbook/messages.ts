import { tooLongMessage } from "../validation/limits.js";
import type { ToastWords, TooLongMessage } from "../words/types.js";
import type { AppCategoryId, AppId, TeamSize } from "./choices.js";

/** What the Playbook sign-up's schema says under a field (spec §5, Playbook table). */
export interface PlaybookErrors {
  readonly fullName: string;
  readonly businessName: string;
  readonly businessWebsite: string;
  readonly industry: string;
  readonly teamSize: string;
  /** Under a pain point over the limit it is given, `PAIN_POINT_MAX_LENGTH`. */
  readonly painPoint: TooLongMessage;
  /** Only for a crafted value: a range input cannot leave 1-5. */
  readonly aiFamiliarity: string;
  readonly apps: string;
  /** Under an email field left empty or not an address. */
  readonly email: string;
  readonly tooLong: TooLongMessage;
}

/** Every word the Weekly AI Playbook sign-up shows or announces. */
export interface PlaybookMessages {
  /** The form's accessible name. */
  readonly formLabel: string;
  readonly fields: {
    readonly fullName: { readonly label: string };
    readonly businessName: { readonly label: string };
    readonly businessWebsite: { readonly label: string; readonly placeholder: string };
    readonly industry: { readonly label: string; readonly hint: string };
    readonly teamSize: { readonly label: string };
    readonly painPoint: { readonly label: string };
    /** The slider, and the words at its two ends. */
    readonly aiFamiliarity: { readonly label: string; readonly minLabel: string; readonly maxLabel: string };
    readonly apps: { readonly label: string; readonly hint: string };
    readonly aiQuestion: { readonly label: string; readonly hint: string };
    readonly email: { readonly label: string; readonly hint: string };
  };
  /** Each team-size choice's label, by the value sent. */
  readonly teamSizes: Readonly<Record<TeamSize, string>>;
  /** Each app category's heading. */
  readonly appCategories: Readonly<Record<AppCategoryId, string>>;
  /** Each app's name, by the id sent. */
  readonly apps: Readonly<Record<AppId, string>>;
  /** The button's words. */
  readonly submit: string;
  /** What the button reads while the sign-up is on its way (spec §4). */
  readonly busy: string;
  readonly errors: PlaybookErrors;
  readonly toasts: { readonly failed: ToastWords; readonly success: ToastWords };
}

const validEmail = "Please enter a valid email address.";

/** The Playbook sign-up's words in English: the spec's, letter for letter, where it gives them (§3, §5, §8). */
export const playbookMessages: PlaybookMessages = {
  formLabel: "Weekly AI Playbook sign-up",
  fields: {
    fullName: { label: "Full name" },
    businessName: { label: "Business name" },
    businessWebsite: { label: "Business website", placeholder: "https://" },
    industry: { label: "Industry or niche", hint: "For example: dental practice, real estate, landscaping." },
    teamSize: { label: "Team size" },
    painPoint: { label: "What is your biggest time drain right now?" },
    aiFamiliarity: { label: "How familiar are you with AI tools?", minLabel: "New to AI", maxLabel: "Use it daily" },
    apps: { label: "Which apps and platforms do you use?", hint: "Pick every one your team works in." },
    aiQuestion: { label: "Any AI question you'd like answered?", hint: "Optional. We'll answer it in your deck." },
    email: { label: "Email", hint: "Where we send your deck each Tuesday." },
  },
  teamSizes: { solo: "Solo", small: "2-10", medium: "11-50", large: "50+" },
  appCategories: {
    "email-and-calendar": "Email and Calendar",
    "crm-and-sales": "CRM and Sales",
    "collaboration-and-chat": "Collaboration and Chat",
    "docs-and-storage": "Docs and Storage",
    "e-commerce-and-marketing": "E-commerce and Marketing",
    "analytics-and-reporting": "Analytics and Reporting",
  },
  apps: {
    gmail: "Gmail",
    outlook: "Outlook",
    "google-calendar": "Google Calendar",
    calendly: "Calendly",
    hubspot: "HubSpot",
    salesforce: "Salesforce",
    pipedrive: "Pipedrive",
    slack: "Slack",
    teams: "Microsoft Teams",
    zoom: "Zoom",
    "google-meet": "Google Meet",
    "google-docs": "Google Docs",
    "ms-word": "Microsoft Word",
    "google-drive": "Google Drive",
    dropbox: "Dropbox",
    onedrive: "OneDrive",
    shopify: "Shopify",
    woocommerce: "WooCommerce",
    mailchimp: "Mailchimp",
    activecampaign: "ActiveCampaign",
    "google-analytics": "Google Analytics",
    tableau: "Tableau",
    "power-bi": "Power BI",
  },
  submit: "Sign Up",
  busy: "Signing Up...",
  errors: {
    fullName: "Name must be at least 2 characters.",
    businessName: "Please enter your business name.",
    businessWebsite: "Please enter a valid URL.",
    industry: "Please specify your industry or niche.",
    teamSize: "Please select your team size.",
    painPoint: (limit) => `Response must be ${limit} characters or less.`,
    aiFamiliarity: "Please choose a familiarity level from 1 to 5.",
    apps: "Please select at least one app or platform.",
    email: validEmail,
    tooLong: tooLongMessage,
  },
  toasts: {
    failed: {
      title: "Something went wrong.",
      description: "Your information couldn't be submitted. Please try again.",
    },
    success: {
      title: "Submission received!",
      description: "You've been signed up for the Weekly AI Playbook. Check your email soon!",
    },
  },
};
