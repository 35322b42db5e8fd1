// The five forms and the admin gate, and the provider they send through.
export { WebhooksProvider, useWebhooks, type WebhooksProviderProps } from "./webhooks-context.js";
export {
  NewsletterForm,
  NewsletterSignup,
  NewsletterSection,
  newsletterVariants,
  type NewsletterFormProps,
  type NewsletterVariant,
  type NewsletterVariantFormProps,
} from "./newsletter/NewsletterForm.js";
export { ReportDetailsForm, type ReportDetailsFormProps } from "./report/ReportDetailsForm.js";
export { PlaybookForm, type PlaybookFormProps } from "./playbook/PlaybookForm.js";
export { ContactForm, type ContactFormProps, type ContactThankYou } from "./contact/ContactForm.js";
export { AdminGate, type AdminGateProps } from "./admin/AdminGate.js";
export { sha256Hex } from "./admin/sha256Hex.js";
export { WorklogForm, OTHER_WORKER, type WorklogFormProps } from "./worklog/WorklogForm.js";

// Building a form: the hook every form posts through, and the <form> it draws.
export {
  useWebhookForm,
  type WebhookFormSetup,
  type WebhookFormHandle,
  type WebhookFormToasts,
} from "./form/useWebhookForm.js";
export { WebhookFormElement, type WebhookFormElementProps } from "./form/WebhookFormElement.js";

// Prerendered forms: what to show when their code cannot run.
export { ScriptRequiredNote, type ScriptRequiredNoteProps } from "./fields/ScriptRequiredNote/ScriptRequiredNote.js";

// Unsent drafts in sessionStorage, and the public forms' spam trap.
export { useFormDraft, DRAFT_WRITE_DELAY_MS, type FormDraft, type FormDraftOptions } from "./drafts/useFormDraft.js";
export { useSchemaDraft } from "./drafts/useSchemaDraft.js";
export type { DraftFields } from "./drafts/draftStorage.js";
export { Honeypot, HONEYPOT_FIELD } from "./fields/Honeypot/Honeypot.js";

// Schemas, values and payload builders, one block per form: each schema in English, and a factory
// that builds it with a form's messages (the ones its `messages` prop takes).
export { NewsletterSchema, newsletterSchema, type NewsletterValues } from "./newsletter/schema.js";
export { toNewsletterPayload } from "./newsletter/payload.js";
export { ReportSchema, reportSchema, type ReportValues } from "./report/schema.js";
export { toReportPayload } from "./report/payload.js";
export { PlaybookSchema, playbookSchema, type PlaybookValues } from "./playbook/schema.js";
export { toPlaybookPayload } from "./playbook/payload.js";
export { ContactSchema, contactSchema, type ContactValues } from "./contact/schema.js";
export { toContactPayload } from "./contact/payload.js";
export { AdminSchema, adminSchema, type AdminValues } from "./admin/schema.js";
export { WorklogSchema, worklogSchema, type WorklogValues } from "./worklog/schema.js";
export { toWorklogPayload } from "./worklog/payload.js";

// The work-log calculator and its date helpers.
export { calculateWorklog, type WorklogTimes, type WorklogTotals } from "./worklog/calculate.js";
export { weekdayOf } from "./worklog/weekday.js";
export { todayIso, currentTime } from "./worklog/today.js";
export { worklogInitialValues } from "./worklog/initialValues.js";

// The words and options without components (every form's messages in English and their types,
// every toast and busy label of spec §8 and §4, the Playbook's choice lists, the attributes a page
// runtime reads): the same list as the `./data` entry.
export * from "./data.js";
