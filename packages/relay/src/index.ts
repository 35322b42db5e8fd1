export { createLeadHandler, type LeadHandlerOptions } from "./handler.js";
export { deliverLead, retryDelaySeconds, type DeliveryOptions, type DeliveryResult } from "./deliver.js";
export { ANSWERS, type Answer } from "./refusals.js";
export { LEAD_BODY_LIMIT } from "./body.js";
export type { Lead, LeadStore, RateLimit } from "./lead.js";
export type { DeadLetter, DeliveryTry, RelayLedger } from "./ledger.js";
