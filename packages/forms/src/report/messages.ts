import type { FormToast } from "../messages";

/** The toasts the AI report details form raises (spec §8), letter for letter; failures are destructive. */
export const reportToasts = {
  missingFields: {
    title: "Error",
    description: "Please fill in your name and email address",
    variant: "destructive",
  },
  failed: { title: "Error", description: "Failed to submit your request. Please try again.", variant: "destructive" },
} as const satisfies Record<string, FormToast>;

/** What its submit button reads while the webhook call is under way (spec §4). */
export const reportBusyLabel = "Submitting Details...";
