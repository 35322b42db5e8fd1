import { tooLongMessage } from "../validation/limits.js";
import type { ToastWords, TooLongMessage } from "../words/types.js";

/** What the report details form's schema says under a field. */
export interface ReportErrors {
  /** Under an empty name or email; a field showing it raises the `missingFields` toast. */
  readonly required: string;
  readonly invalidEmail: string;
  readonly invalidUrl: string;
  readonly tooLong: TooLongMessage;
}

/** Every word the AI Strategy Report details form shows or announces. */
export interface ReportMessages {
  /** The form's accessible name. */
  readonly formLabel: string;
  readonly fields: {
    readonly name: { readonly label: string };
    readonly email: { readonly label: string };
    readonly company: { readonly label: string };
    readonly website: { readonly label: string; readonly placeholder: string };
    readonly businessSpecialization: { readonly label: string; readonly hint: string };
    readonly challenges: { readonly label: string; readonly hint: string };
    readonly notes: { readonly label: string };
    readonly newsletter: { readonly label: string };
  };
  /** The button's words. */
  readonly submit: string;
  /** What the button reads while the details are on their way (spec §4). */
  readonly busy: string;
  readonly errors: ReportErrors;
  readonly toasts: { readonly missingFields: ToastWords; readonly failed: ToastWords };
}

const missing = "Please fill in your name and email address";

/** The report details form's words in English: the spec's, letter for letter, where it gives them (§4, §8). */
export const reportMessages: ReportMessages = {
  formLabel: "Report details",
  fields: {
    name: { label: "Name" },
    email: { label: "Email" },
    company: { label: "Company" },
    website: { label: "Website", placeholder: "https://" },
    businessSpecialization: { label: "Business specialization", hint: "What your business does and who it serves." },
    challenges: {
      label: "Biggest challenges",
      hint: "The tasks that eat up your week, or where things fall through the cracks.",
    },
    notes: { label: "Anything else we should know?" },
    newsletter: { label: "Also send me the AI newsletter" },
  },
  submit: "Submit Details",
  busy: "Submitting Details...",
  errors: {
    required: missing,
    invalidEmail: "Please enter a valid email address.",
    invalidUrl: "Please enter a valid URL.",
    tooLong: tooLongMessage,
  },
  toasts: {
    missingFields: { title: "Error", description: missing },
    failed: { title: "Error", description: "Failed to submit your request. Please try again." },
  },
};
