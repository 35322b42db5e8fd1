export {
  postWebhook,
  createWebhookClient,
  WebhookError,
  DEFAULT_WEBHOOK_TIMEOUT_MS,
  KEEPALIVE_BODY_LIMIT,
  SUBMISSION_PARAMETER,
  SUBMISSION_ID,
  SUBMISSION_ID_RULE,
  type PostWebhookOptions,
  type RelayProof,
  type WebhookClient,
  type WebhookClientOptions,
  type WebhookCallOptions,
  type WebhookFailure,
  type WebhookMode,
} from "./client.js";
export { WEBHOOK_FORMS, WEBHOOK_FORM_TABLE, type WebhookForm, type WebhookUrls } from "./forms.js";
export { NEWSLETTER_FORM, NEWSLETTER_FIELDS } from "./definition/newsletter.js";
export { REPORT_FORM, REPORT_FIELDS } from "./definition/report.js";
export {
  PLAYBOOK_FORM,
  PLAYBOOK_FIELDS,
  PAIN_POINT_MAX_LENGTH,
  TEAM_SIZE_VALUES,
  APP_GROUPS,
  AI_FAMILIARITY,
} from "./definition/playbook.js";
export { CONTACT_FORM, CONTACT_FIELDS } from "./definition/contact.js";
export { WORKLOG_FORM, WORKLOG_FIELDS } from "./definition/worklog.js";
export {
  TEXT_LIMITS,
  type FormDefinition,
  type FieldValue,
  type FieldDefinition,
  type FormFields,
  type LineField,
  type ParagraphField,
  type SelectField,
  type EmailField,
  type UrlField,
  type SwitchField,
  type RadioField,
  type CheckboxesField,
  type SliderField,
  type AmountField,
} from "./definition/fields.js";
export {
  RELAY_PATH,
  RELAY_CHALLENGE_PATH,
  PROOF_HEADER,
  RELAY_SECRET_HEADER,
  RELAY_SECRET_KEY,
  RELAY_LEDGER_PATH,
} from "./relay-facts.js";
export { PROBE_PARAMETER } from "./probe-marker.js";
export {
  relayProofs,
  type ProofSolver,
  type RelayProofs,
  type RelayProofsOptions,
  type SolvedProof,
} from "./relay-proofs.js";
export { payloadProblems } from "./shape.js";
export {
  PAYLOAD_SCHEMAS,
  type Payload,
  type NewsletterPayload,
  type ReportPayload,
  type PlaybookPayload,
  type ContactPayload,
  type WorklogPayload,
} from "./payloads.js";
