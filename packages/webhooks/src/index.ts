export {
  postWebhook,
  createWebhookClient,
  WebhookError,
  DEFAULT_WEBHOOK_TIMEOUT_MS,
  KEEPALIVE_BODY_LIMIT,
  SUBMISSION_PARAMETER,
  type PostWebhookOptions,
  type WebhookClient,
  type WebhookClientOptions,
  type WebhookCallOptions,
  type WebhookFailure,
  type WebhookMode,
} from "./client";
export { WEBHOOK_FORMS, type WebhookForm, type WebhookUrls } from "./endpoints";
export type {
  NewsletterPayload,
  ReportPayload,
  PlaybookPayload,
  PlaybookTeamSize,
  ContactPayload,
  WorklogPayload,
} from "./payloads";
