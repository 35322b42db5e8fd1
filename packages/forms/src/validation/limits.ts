/** The most characters each kind of text field takes (packages/webhooks holds them with the forms' definitions). */
export { TEXT_LIMITS } from "@grand-river/webhooks";

/**
 * The message under a field holding more than `limit` characters (pasted, say): every form's
 * default `errors.tooLong`. The spec gives none; this is the product's own.
 */
export function tooLongMessage(limit: number): string {
  return `Please keep this to ${limit.toLocaleString("en-US")} characters or fewer.`;
}
