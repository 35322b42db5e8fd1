/**
 * The forms' words and options without their components: what a test, a server-side receiver, an
 * app's content or another tool needs (each form's messages, toasts, busy labels, choice lists),
 * importable outside a Vite build.
 */
export { toasts, busyLabels } from "./messages.js";
export type { FormToast, FormToastVariant, ToastWords, TooLongMessage, PartialMessages } from "./words/types.js";
export { mergeMessages } from "./words/mergeMessages.js";
export { tooLongMessage } from "./validation/limits.js";
export { tooManyTriesWords } from "./words/formToasts.js";

// Every form's words in English, and their types: reword or translate a form by passing its
// `messages` prop some or all of these.
export { newsletterMessages, type NewsletterMessages, type NewsletterErrors } from "./newsletter/messages.js";
export { reportMessages, type ReportMessages, type ReportErrors } from "./report/messages.js";
export { playbookMessages, type PlaybookMessages, type PlaybookErrors } from "./playbook/messages.js";
export { contactMessages, type ContactMessages, type ContactErrors } from "./contact/messages.js";
export { adminMessages, type AdminMessages } from "./admin/messages.js";
export { worklogMessages, type WorklogMessages, type WorklogErrors } from "./worklog/messages.js";

export {
  TEAM_SIZES,
  APP_CATEGORIES,
  APP_IDS,
  AI_FAMILIARITY,
  PAIN_POINT_MAX_LENGTH,
  type AppId,
  type AppCategoryId,
} from "./playbook/options.js";
export { AWAITS_SCRIPT_ATTRIBUTE, SCRIPT_FAILED_NOTE_ATTRIBUTE } from "./fields/awaitsScript.js";
