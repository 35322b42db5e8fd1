// The five forms and the admin gate, and the provider they send through.
export { WebhooksProvider, useWebhooks, type WebhooksProviderProps } from "./webhooks-context";
export {
  NewsletterForm,
  NewsletterSignup,
  NewsletterSection,
  newsletterVariants,
  type NewsletterFormProps,
  type NewsletterVariant,
  type NewsletterVariantFormProps,
} from "./newsletter/NewsletterForm";
export { ReportDetailsForm, type ReportDetailsFormProps } from "./report/ReportDetailsForm";
export { PlaybookForm, type PlaybookFormProps } from "./playbook/PlaybookForm";
export { ContactForm, type ContactFormProps, type ContactThankYou } from "./contact/ContactForm";
export { AdminGate, type AdminGateProps } from "./admin/AdminGate";
export { sha256Hex } from "./admin/sha256Hex";
export { WorklogForm, OTHER_WORKER, type WorklogFormProps } from "./worklog/WorklogForm";

// Prerendered forms: what to show when their code cannot run.
export { ScriptRequiredNote, type ScriptRequiredNoteProps } from "./fields/ScriptRequiredNote/ScriptRequiredNote";

// Unsent drafts in sessionStorage, and the public forms' spam trap.
export { useFormDraft, DRAFT_WRITE_DELAY_MS, type FormDraft, type FormDraftOptions } from "./drafts/useFormDraft";
export type { DraftFields } from "./drafts/draftStorage";
export { Honeypot, HONEYPOT_FIELD } from "./fields/Honeypot/Honeypot";

// Schemas, values and payload builders, one block per form: each schema in English, and a factory
// that builds it with a form's messages (the ones its `messages` prop takes).
export { NewsletterSchema, newsletterSchema, type NewsletterValues } from "./newsletter/schema";
export { toNewsletterPayload } from "./newsletter/payload";
export { ReportSchema, reportSchema, type ReportValues } from "./report/schema";
export { toReportPayload } from "./report/payload";
export { PlaybookSchema, playbookSchema, type PlaybookValues } from "./playbook/schema";
export { toPlaybookPayload } from "./playbook/payload";
export { ContactSchema, contactSchema, type ContactValues } from "./contact/schema";
export { toContactPayload } from "./contact/payload";
export { AdminSchema, adminSchema, type AdminValues } from "./admin/schema";
export { WorklogSchema, worklogSchema, type WorklogValues } from "./worklog/schema";
export { toWorklogPayload } from "./worklog/payload";

// The work-log calculator and its date helpers.
export { calculateWorklog, type WorklogTimes, type WorklogTotals } from "./worklog/calculate";
export { weekdayOf } from "./worklog/weekday";
export { todayIso, currentTime } from "./worklog/today";
export { worklogInitialValues } from "./worklog/initialValues";

// The words and options without components (every form's messages in English and their types,
// every toast and busy label of spec §8 and §4, the Playbook's choice lists, the attributes a page
// runtime reads): the same list as the `./data` entry.
export * from "./data";
