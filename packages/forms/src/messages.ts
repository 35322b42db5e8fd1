import { adminMessages, adminToastVariants } from "./admin/messages";
import { contactMessages, contactToastVariants } from "./contact/messages";
import { newsletterMessages, newsletterToastVariants } from "./newsletter/messages";
import { playbookMessages, playbookToastVariants } from "./playbook/messages";
import { reportMessages, reportToastVariants } from "./report/messages";
import { worklogMessages, worklogToastVariants } from "./worklog/messages";
import { formToasts } from "./words/formToasts";

export type { FormToast, FormToastVariant } from "./words/types";

// Each form's words live beside it (`contact/messages.ts`…) and import nothing from here, so a page
// with one form loads only that form's words. These two lists gather the English defaults for
// tests, receivers and tools; a form never reads them.

/** Every toast the forms raise in English (spec §8), letter for letter, by form, with its look. */
export const toasts = {
  newsletter: /* @__PURE__ */ formToasts(newsletterMessages.toasts, newsletterToastVariants),
  report: /* @__PURE__ */ formToasts(reportMessages.toasts, reportToastVariants),
  playbook: /* @__PURE__ */ formToasts(playbookMessages.toasts, playbookToastVariants),
  contact: /* @__PURE__ */ formToasts(contactMessages.toasts, contactToastVariants),
  admin: /* @__PURE__ */ formToasts(adminMessages.toasts, adminToastVariants),
  worklog: /* @__PURE__ */ formToasts(worklogMessages.toasts, worklogToastVariants),
} as const;

/** What each form's submit button reads in English while its webhook call is under way (spec §4). */
export const busyLabels = {
  report: reportMessages.busy,
  playbook: playbookMessages.busy,
  contact: contactMessages.busy,
  worklog: worklogMessages.busy,
} as const;
