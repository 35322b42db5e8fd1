import type { FormToast } from "../messages";

/** The toasts both newsletter forms raises (spec §8), letter for letter; failures are destructive. */
export const newsletterToasts = {
  missingEmail: { title: "Error", description: "Please enter your email address", variant: "destructive" },
  failed: {
    title: "Error",
    description: "Failed to submit your email. Please try again later.",
    variant: "destructive",
  },
  /** The standalone newsletter form. */
  success: { title: "Success!", description: "Thank you for subscribing to our newsletter!", variant: "success" },
  /** The home page's newsletter section, which the spec words differently. */
  sectionSuccess: {
    title: "Success!",
    description: "Thanks for subscribing! You'll get the latest AI news and updates.",
    variant: "success",
  },
} as const satisfies Record<string, FormToast>;
