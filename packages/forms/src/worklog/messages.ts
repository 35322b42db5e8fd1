import type { FormToast } from "../messages";

/** The toasts the work-log form raises (spec §8), letter for letter; failures are destructive. */
export const worklogToasts = {
  failed: {
    title: "Submission Error",
    description: "Failed to submit work log. Please try again.",
    variant: "destructive",
  },
  success: {
    title: "Work Log Submitted Successfully!",
    description: "Your work log has been recorded and submitted.",
    variant: "success",
  },
} as const satisfies Record<string, FormToast>;

/** What its submit button reads while the webhook call is under way (spec §4). */
export const worklogBusyLabel = "Submitting...";
