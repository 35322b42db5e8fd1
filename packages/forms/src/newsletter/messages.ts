import { tooLongMessage } from "../validation/limits.js";
import type { ToastWords, TooLongMessage } from "../words/types.js";

/** What the newsletter forms' schema says under the email field. */
export interface NewsletterErrors {
  /** Under an empty email field; showing it raises the `missingEmail` toast. */
  readonly required: string;
  readonly invalidEmail: string;
  readonly tooLong: TooLongMessage;
}

/** Every word both newsletter forms show or announce. */
export interface NewsletterMessages {
  /** The form's accessible name. */
  readonly formLabel: string;
  readonly fields: { readonly email: { readonly label: string } };
  /** The button's words. */
  readonly submit: string;
  readonly errors: NewsletterErrors;
  readonly toasts: {
    readonly missingEmail: ToastWords;
    readonly failed: ToastWords;
    /** The standalone newsletter form. */
    readonly success: ToastWords;
    /** The home page's newsletter section, which the spec words differently. */
    readonly sectionSuccess: ToastWords;
  };
}

const missing = "Please enter your email address";

/** The newsletter forms' words in English: the spec's, letter for letter, where it gives them (§5, §8). */
export const newsletterMessages: NewsletterMessages = {
  formLabel: "Newsletter sign-up",
  fields: { email: { label: "Email address" } },
  submit: "Subscribe",
  errors: { required: missing, invalidEmail: "Please enter a valid email address.", tooLong: tooLongMessage },
  toasts: {
    missingEmail: { title: "Error", description: missing },
    failed: { title: "Error", description: "Failed to submit your email. Please try again later." },
    success: { title: "Success!", description: "Thank you for subscribing to our newsletter!" },
    sectionSuccess: {
      title: "Success!",
      description: "Thanks for subscribing! You'll get the latest AI news and updates.",
    },
  },
};
