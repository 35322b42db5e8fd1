/**
 * The most characters each kind of text field takes, counted in UTF-16 code units as `maxlength`
 * counts them. Generous for any real answer, and small enough that every form's largest legal
 * body, even at JSON's worst (6 bytes for a control character), stays within the 64 KB a browser
 * lets a `keepalive` request carry, so a visitor who sends and leaves at once still sends (a test
 * checks each form's largest body). The local inbox refuses bodies over 64 KB for the same reason.
 */
export const TEXT_LIMITS = {
  /** A name, a company, an industry, a phone number, a time. */
  line: 200,
  /** An e-mail address: the most SMTP allows in a path. */
  email: 254,
  /** A website address. */
  url: 1000,
  /** A message, a description, a question. */
  long: 4000,
} as const;

/**
 * The message under a field holding more than `limit` characters (pasted, say): every form's
 * default `errors.tooLong`. The spec gives none; this is the product's own.
 */
export function tooLongMessage(limit: number): string {
  return `Please keep this to ${limit.toLocaleString("en-US")} characters or fewer.`;
}
