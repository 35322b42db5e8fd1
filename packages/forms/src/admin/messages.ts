import type { ToastWords } from "../words/types.js";

/** Every word the admin password gate shows or announces. */
export interface AdminMessages {
  /** The gate's heading, which also names its form. */
  readonly heading: string;
  /** One line under the heading. */
  readonly intro: string;
  readonly fields: { readonly password: { readonly label: string } };
  /** The button's words. */
  readonly submit: string;
  readonly errors: { readonly required: string };
  readonly toasts: { readonly denied: ToastWords; readonly granted: ToastWords };
}

/** The gate's words in English: the spec's, letter for letter, where it gives them (§5, §8). */
export const adminMessages: AdminMessages = {
  heading: "Admin access",
  intro: "Enter the password to continue.",
  fields: { password: { label: "Password" } },
  submit: "Unlock",
  errors: { required: "Password is required" },
  toasts: {
    denied: { title: "Access Denied", description: "Incorrect password" },
    granted: { title: "Access Granted", description: "Welcome to the admin panel" },
  },
};
