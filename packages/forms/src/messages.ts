import { adminMessages } from "./admin/messages.js";
import { contactMessages } from "./contact/messages.js";
import { newsletterMessages } from "./newsletter/messages.js";
import { playbookMessages } from "./playbook/messages.js";
import { reportMessages } from "./report/messages.js";
import { worklogMessages } from "./worklog/messages.js";
import { failureToast, successToast } from "./words/formToasts.js";

export type { FormToast } from "./words/types.js";

// Each form's words live beside it (`contact/messages.ts`…) and import nothing from here, so a page
// with one form loads only that form's words. These two lists gather the English defaults for
// tests, receivers and tools; a form never reads them.

const newsletter = newsletterMessages.toasts;
const report = reportMessages.toasts;
const playbook = playbookMessages.toasts;
const contact = contactMessages.toasts;
const admin = adminMessages.toasts;
const worklog = worklogMessages.toasts;

/** Every toast the forms raise in English (spec §8), letter for letter, by form, with its look. */
export const toasts = {
  newsletter: {
    missingEmail: failureToast(newsletter.missingEmail),
    failed: failureToast(newsletter.failed),
    success: successToast(newsletter.success),
    sectionSuccess: successToast(newsletter.sectionSuccess),
  },
  report: { missingFields: failureToast(report.missingFields), failed: failureToast(report.failed) },
  playbook: { failed: failureToast(playbook.failed), success: successToast(playbook.success) },
  contact: {
    missingFields: failureToast(contact.missingFields),
    failed: failureToast(contact.failed),
    success: successToast(contact.success),
  },
  admin: { denied: failureToast(admin.denied), granted: successToast(admin.granted) },
  worklog: { failed: failureToast(worklog.failed), success: successToast(worklog.success) },
};

/** What each form's submit button reads in English while its webhook call is under way (spec §4). */
export const busyLabels = {
  report: reportMessages.busy,
  playbook: playbookMessages.busy,
  contact: contactMessages.busy,
  worklog: worklogMessages.busy,
} as const;
