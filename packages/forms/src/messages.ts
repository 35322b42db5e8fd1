import { adminToasts } from "./admin/messages";
import { contactBusyLabel, contactToasts } from "./contact/messages";
import { newsletterToasts } from "./newsletter/messages";
import { playbookBusyLabel, playbookToasts } from "./playbook/messages";
import { reportBusyLabel, reportToasts } from "./report/messages";
import { worklogBusyLabel, worklogToasts } from "./worklog/messages";

/** The look of a toast, as the ui package's toaster draws it. */
export type FormToastVariant = "default" | "destructive" | "success";

/** The words and look of one toast a form raises. */
export interface FormToast {
  readonly title: string;
  readonly description: string;
  readonly variant: FormToastVariant;
}

/**
 * Every toast the forms raise (spec §8), letter for letter, by form. Each form's words live beside
 * it (`contact/messages.ts`…), so a page with one form loads only that form's words.
 */
export const toasts = {
  newsletter: newsletterToasts,
  report: reportToasts,
  playbook: playbookToasts,
  contact: contactToasts,
  admin: adminToasts,
  worklog: worklogToasts,
} as const;

/** What each form's submit button reads while its webhook call is under way (spec §4). */
export const busyLabels = {
  report: reportBusyLabel,
  playbook: playbookBusyLabel,
  contact: contactBusyLabel,
  worklog: worklogBusyLabel,
} as const;
