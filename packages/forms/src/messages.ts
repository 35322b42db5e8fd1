/** The look of a toast, as the ui package's toaster draws it. */
export type FormToastVariant = "default" | "destructive" | "success";

/** The words and look of one toast a form raises. */
export interface FormToast {
  readonly title: string;
  readonly description: string;
  readonly variant: FormToastVariant;
}

/**
 * Every toast the forms raise (spec §8), letter for letter. Failures use the destructive variant
 * because the spec says all error toasts do.
 */
export const toasts = {
  newsletter: {
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
  },
  report: {
    missingFields: {
      title: "Error",
      description: "Please fill in your name and email address",
      variant: "destructive",
    },
    failed: { title: "Error", description: "Failed to submit your request. Please try again.", variant: "destructive" },
  },
  playbook: {
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
  },
  contact: {
    missingFields: { title: "Error", description: "Please fill in all required fields", variant: "destructive" },
    failed: { title: "Error", description: "Failed to send message. Please try again.", variant: "destructive" },
    success: {
      title: "Thank you for reaching out!",
      description: "We've received your message and will get back to you soon.",
      variant: "success",
    },
  },
  admin: {
    denied: { title: "Access Denied", description: "Incorrect password", variant: "destructive" },
    granted: { title: "Access Granted", description: "Welcome to the admin panel", variant: "success" },
  },
  worklog: {
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
  },
} as const satisfies Record<string, Record<string, FormToast>>;

/** What each form's submit button reads while its webhook call is under way (spec §4). */
export const busyLabels = {
  report: "Submitting Details...",
  playbook: "Signing Up...",
  contact: "Sending...",
  worklog: "Submitting...",
} as const;
