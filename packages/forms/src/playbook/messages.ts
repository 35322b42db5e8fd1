import type { FormToast } from "../messages";

/** The toasts the Weekly AI Playbook sign-up raises (spec §8), letter for letter; failures are destructive. */
export const playbookToasts = {
  failed: {
    title: "Something went wrong.",
    description: "Your information couldn't be submitted. Please try again.",
    variant: "destructive",
  },
  success: {
    title: "Submission received!",
    description: "You've been signed up for the Weekly AI Playbook. Check your email soon!",
    variant: "success",
  },
} as const satisfies Record<string, FormToast>;

/** What its submit button reads while the webhook call is under way (spec §4). */
export const playbookBusyLabel = "Signing Up...";
