import { tooLongMessage } from "../validation/limits.js";
import type { ToastWords, TooLongMessage } from "../words/types.js";

/** What the contact form's schema says under a field. */
export interface ContactErrors {
  /** Under an empty name, email or message; a field showing it raises the `missingFields` toast. */
  readonly required: string;
  readonly invalidEmail: string;
  readonly tooLong: TooLongMessage;
}

/** Every word the contact form shows or announces. */
export interface ContactMessages {
  /** The form's accessible name. */
  readonly formLabel: string;
  readonly fields: {
    readonly name: { readonly label: string };
    readonly email: { readonly label: string };
    readonly phone: { readonly label: string; readonly hint: string };
    readonly message: { readonly label: string };
  };
  /** The send button's words. */
  readonly submit: string;
  /** What the send button reads while the message is on its way (spec §4). */
  readonly busy: string;
  readonly errors: ContactErrors;
  readonly toasts: {
    readonly missingFields: ToastWords;
    readonly failed: ToastWords;
    readonly success: ToastWords;
  };
  /** The panel that replaces the form once a message is sent. */
  readonly thankYou: {
    readonly heading: string;
    readonly message: string;
    /** The button back to an empty form (spec §2.13). */
    readonly againLabel: string;
  };
}

const missing = "Please fill in all required fields";
const received = "We've received your message and will get back to you soon.";

/** The contact form's words in English: the spec's, letter for letter, where it gives them (§5, §8). */
export const contactMessages: ContactMessages = {
  formLabel: "Contact message",
  fields: {
    name: { label: "Name" },
    email: { label: "Email" },
    phone: { label: "Phone", hint: "Optional." },
    message: { label: "Message" },
  },
  submit: "Send Message",
  busy: "Sending...",
  errors: { required: missing, invalidEmail: "Please enter a valid email address.", tooLong: tooLongMessage },
  toasts: {
    missingFields: { title: "Error", description: missing },
    failed: { title: "Error", description: "Failed to send message. Please try again." },
    success: { title: "Thank you for reaching out!", description: received },
  },
  thankYou: { heading: "Message sent", message: received, againLabel: "Send Another Message" },
};
