/**
 * What a receiver may accept from each form, in plain sentences: the payload schemas themselves
 * (`payloads.ts`, valibot) decide, and this names each problem they find. The local inbox and the
 * relay call `payloadProblems`; each n8n workflow's "Check the body" step carries this module
 * bundled with valibot and the schemas (`n8n/shape-check.ts`), so every receiver decides alike.
 */
import * as v from "valibot";
import type { WebhookForm } from "./forms.js";
import { PAYLOAD_SCHEMAS } from "./payloads.js";

/** Past this many, the rest are counted, not named: a bot's body can hold thousands of fields. */
const MOST_PROBLEMS_NAMED = 10;

const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** What kind of value a sender sent, never their words: a number is short and not theirs, so it is named. */
function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return "text";
  if (typeof value === "number")
    return Number.isFinite(value) ? String(value).slice(0, 24) : "a number too large for JSON";
  if (typeof value === "boolean") return value ? "true" : "false";
  return typeof value === "object" ? "an object" : typeof value;
}

/** A name the sender chose, quoted so that no control or direction character in it reaches a log raw. */
function quote(name: string): string {
  const short = name.length > 40 ? `${name.slice(0, 39)}…` : name;
  const escaped = short.replace(
    // eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole job
    /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff"\\]/g,
    (character) =>
      character === '"' || character === "\\"
        ? `\\${character}`
        : `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `"${escaped}"`;
}

/**
 * The rest of the sentence `"<field>" …` for the schema's first issue with the field's `value`. The
 * messages are the schemas' own; what came instead is added where it says something and repeats no
 * words of the sender's: a value of the wrong type, or a number out of range.
 */
function problemWith(issue: v.BaseIssue<unknown>, value: unknown): string {
  const aboutTheValue = (issue.path?.length ?? 0) === 1 && issue.type !== "picklist" && issue.type !== "array";
  const saysWhatCame = aboutTheValue && (issue.kind === "schema" || typeof value === "number");
  return saysWhatCame ? `${issue.message}, not ${describe(value)}` : issue.message;
}

/**
 * What is wrong with `body` as the `form` form's payload, by its schema: one plain sentence per
 * problem, naming the field, in the schema's order and then the unknown fields'; empty when the
 * body fits. The sender's text is never repeated, only what kind of value it sent.
 */
export function payloadProblems(form: string, body: unknown): string[] {
  if (!has(PAYLOAD_SCHEMAS, form)) return [`There is no form called ${quote(form)}.`];
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return [`The body must be a JSON object with the ${form} form's fields, not ${describe(body)}.`];
  }
  const schema = PAYLOAD_SCHEMAS[form as WebhookForm];
  const record = body as Record<string, unknown>;
  const problems: string[] = [];
  const named = new Set<string>();
  for (const issue of v.safeParse(schema, record, { abortPipeEarly: true }).issues ?? []) {
    const field = String(issue.path?.[0]?.key);
    // The schema names its first unknown field only; every one is named below.
    if (named.has(field) || !has(schema.entries, field)) continue;
    named.add(field);
    problems.push(has(record, field) ? `"${field}" ${problemWith(issue, record[field])}.` : `"${field}" is missing.`);
  }
  for (const field of Object.keys(record)) {
    if (!has(schema.entries, field)) problems.push(`${quote(field)} is not a field of the ${form} form.`);
  }
  if (problems.length <= MOST_PROBLEMS_NAMED) return problems;
  return [...problems.slice(0, MOST_PROBLEMS_NAMED), `…and ${problems.length - MOST_PROBLEMS_NAMED} more problems.`];
}
