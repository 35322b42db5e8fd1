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
export { WEBHOOK_FORMS, type WebhookForm, type WebhookUrls } from "./forms.js";
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
  PAIN_POINT_MAX_LENGTH,
  type Payload,
  type NewsletterPayload,
  type ReportPayload,
  type PlaybookPayload,
  type PlaybookTeamSize,
  type ContactPayload,
  type WorklogPayload,
} from "./payloads.js";
