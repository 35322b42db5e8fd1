export {
  postWebhook,
  createWebhookClient,
  WebhookError,
  DEFAULT_WEBHOOK_TIMEOUT_MS,
  type PostWebhookOptions,
  type WebhookClient,
  type WebhookClientOptions,
  type WebhookCallOptions,
  type WebhookFailure,
} from "./client";
export {
  webhookUrlsFromEnv,
  WEBHOOK_FORMS,
  WEBHOOK_ENV_KEYS,
  LOCAL_INBOX_ORIGIN,
  localInboxOrigin,
  type WebhookForm,
  type WebhookUrls,
} from "./endpoints";
export type {
  NewsletterPayload,
  ReportPayload,
  PlaybookPayload,
  PlaybookTeamSize,
  ContactPayload,
  WorklogPayload,
} from "./payloads";
