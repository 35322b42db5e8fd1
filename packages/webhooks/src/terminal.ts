/**
 * Text from a sender (a submission's fields, a webhook's answer) made safe to print. The shape
 * check in shape.mjs escapes field names the same way in its own copy, since it must stand alone.
 */

/**
 * Characters that must never reach a terminal raw: C0 and C1 controls (escape sequences that
 * recolour, retitle or clear it; a carriage return that overwrites the line) and the invisible
 * characters that reorder or hide text (bidirectional marks and isolates, zero-width characters).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole job
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g;

/**
 * `text` on one line (runs of white space become one space), clipped to `length` characters when
 * given, with every unprintable character shown as a visible `\uXXXX`.
 */
export function printable(text: string, length: number = Number.POSITIVE_INFINITY) {
  const line = text.replace(/[\t\n\v\f\r \u0085\u00a0\u2028\u2029]+/g, " ").trim();
  const clipped = line.length > length ? `${line.slice(0, length - 1)}…` : line;
  return clipped.replace(UNPRINTABLE, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
