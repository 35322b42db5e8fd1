import type { FormToast } from "../messages";

/** The toasts the contact form raises (spec §8), letter for letter; failures are destructive. */
export const contactToasts = {
  missingFields: { title: "Error", description: "Please fill in all required fields", variant: "destructive" },
  failed: { title: "Error", description: "Failed to send message. Please try again.", variant: "destructive" },
  success: {
    title: "Thank you for reaching out!",
    description: "We've received your message and will get back to you soon.",
    variant: "success",
  },
} as const satisfies Record<string, FormToast>;

/** What its submit button reads while the webhook call is under way (spec §4). */
export const contactBusyLabel = "Sending...";
