import fc from "fast-check";
import { TEXT_LIMITS, tooLongMessage } from "../validation/limits.js";

/**
 * Pieces of text a hostile or careless visitor might type or paste: markup and script, strings
 * that close a script block or a comment, control characters, bidirectional overrides, zero-width
 * and non-breaking spaces, emoji sequences, a lone surrogate, template and spreadsheet injection.
 */
const HOSTILE_PIECES = [
  "<script>alert(1)</script>",
  "</script>",
  "</script><script>alert(document.cookie)</script>",
  "<img src=x onerror=alert(1)>",
  "<!--",
  "-->",
  "<![CDATA[",
  "javascript:alert(1)",
  "\"'`",
  "${7*7}",
  "{{7*7}}",
  '=HYPERLINK("http://evil.example")',
  "'; DROP TABLE leads; --",
  "\u0000",
  "\u0007",
  "\u001b[31m",
  "\u007f",
  "\r\n",
  "\t",
  "\u2028",
  "\u2029",
  "\u200b",
  "\u200e",
  "\u200f",
  "\u202e",
  "\u2066",
  "\ufeff",
  "\u00a0",
  "😀",
  "👩🏽‍💻",
  "🇺🇸",
  "e\u0301",
  "𝕏",
  "\ud800",
  "Ω≈ç√",
  "مرحبا",
  "日本語",
] as const;

/** Every whitespace character JavaScript's `String.prototype.trim` removes. */
const TRIMMED_WHITESPACE = [
  " ",
  "\t",
  "\n",
  "\r",
  "\v",
  "\f",
  "\u00a0",
  "\u2028",
  "\u2029",
  "\ufeff",
  "\u3000",
] as const;

/** Text of nothing but whitespace, as `trim` sees it. */
export const whitespaceOnly = () =>
  fc.string({ unit: fc.constantFrom(...TRIMMED_WHITESPACE), minLength: 0, maxLength: 30 });

/**
 * Any text at all: hostile pieces mixed with arbitrary characters, plus a few 10 000-character
 * pastes, longer than any field takes. With `limit`, every text is cut to that many characters,
 * for properties about what a field accepts and sends.
 */
export const hostileText = (limit?: number) =>
  fc
    .oneof(
      {
        weight: 6,
        arbitrary: fc.string({
          unit: fc.oneof(fc.constantFrom(...HOSTILE_PIECES), fc.string({ unit: "binary", maxLength: 3 })),
          maxLength: 40,
        }),
      },
      { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 60 }) },
      { weight: 1, arbitrary: whitespaceOnly() },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          "x".repeat(10_000),
          "<script>alert(1)</script>".repeat(400),
          "😀".repeat(5_000),
          ` ${"\u202e".repeat(9_998)} `,
        ),
      },
    )
    .map((text) => (limit === undefined ? text : text.slice(0, limit)));

/**
 * Text that is still something once trimmed, framed by whitespace that should be trimmed away;
 * within `limit` characters once trimmed (a short line's by default).
 */
export const paddedText = (limit: number = TEXT_LIMITS.line) =>
  fc
    .tuple(whitespaceOnly(), hostileText(limit), whitespaceOnly())
    .filter(([, core]) => core.trim() !== "")
    .map(([before, core, after]) => `${before}${core}${after}`);

/**
 * The message a text field shows for `value`, as an oracle for hostile-input tests: `missing`
 * when a required field is blank once trimmed, the limit's message past `limit` characters once
 * trimmed, otherwise none.
 */
export function textError(
  value: string,
  { missing, limit = TEXT_LIMITS.line }: { missing?: string; limit?: number } = {},
): string | undefined {
  const trimmed = value.trim();
  if (trimmed === "" && missing !== undefined) return missing;
  return trimmed.length > limit ? tooLongMessage(limit) : undefined;
}

/** A payload as the webhook receives it: serialised and parsed again. */
export function overTheWire<T>(payload: T): T {
  return JSON.parse(JSON.stringify(payload)) as T;
}

/** An everyday address such as "ada.lovelace+ai@mail.example.com", of the kind every mail service accepts. */
export const plainEmail = () =>
  fc
    .tuple(
      fc.stringMatching(/^[a-z0-9]{1,10}([._+-][a-z0-9]{1,10}){0,2}$/),
      fc.array(fc.stringMatching(/^[a-z0-9]{1,10}(-[a-z0-9]{1,10})?$/), { minLength: 1, maxLength: 3 }),
      fc.stringMatching(/^[a-z]{2,6}$/),
    )
    .map(([local, labels, tld]) => `${local}@${labels.join(".")}.${tld}`);

/**
 * The messages an e-mail field may show for `email`, as an oracle for hostile-input tests:
 * only `missing` when it is blank once trimmed; only the limit's message past 254 characters; only `invalid` when what is left holds
 * whitespace, markup or quote characters, or control or format characters; otherwise no
 * message or `invalid`, since the address check may refuse anything else but must say nothing else.
 */
export function allowedEmailErrors(email: string, missing: string, invalid: string): (string | undefined)[] {
  const trimmed = email.trim();
  if (trimmed === "") return [missing];
  if (trimmed.length > TEXT_LIMITS.email) return [tooLongMessage(TEXT_LIMITS.email)];
  if (/[\s<>"'`\p{Cc}\p{Cf}]/u.test(trimmed)) return [invalid];
  return [undefined, invalid];
}
