/**
 * What a receiver may accept from each form, as plain data read off the payload schemas
 * (`payloads.ts`), and the one check every receiver this package knows runs against it: the local
 * inbox calls `payloadProblems`; each n8n workflow's "Check the body" step carries `checkBody`'s
 * source and its form's rules as JSON (`n8n/workflows.ts`), since valibot cannot be loaded there.
 * Both answer a body with the same sentences.
 */
import { byForm, type WebhookForm } from "./forms.js";
import { PAYLOAD_SCHEMAS } from "./payloads.js";

/** One requirement of a field beyond its type, with the words that say it. */
interface CheckRule {
  type: "regex" | "max_length" | "min_length" | "integer" | "finite" | "min_value" | "max_value";
  /** The pattern (`{ source, flags }`) or the limit; none for `integer` and `finite`. */
  requirement?: number | { source: string; flags: string };
  message: string;
}

/** One field's rule: its type, the words for it, and what else it must meet. */
interface FieldRule {
  type: "string" | "number" | "boolean" | "picklist" | "array";
  message: string;
  checks: CheckRule[];
  /** A picklist's only values. */
  options?: string[];
  /** An array's items. */
  item?: FieldRule;
}

/** Each field of one form's body, in the spec's order. */
export type FormRules = Record<string, FieldRule>;

/** The parts of a valibot schema or action this reads. */
interface SchemaPart {
  type: string;
  message?: unknown;
  requirement?: unknown;
  options?: unknown;
  item?: SchemaPart;
  entries?: Record<string, SchemaPart>;
  pipe?: SchemaPart[];
}

const CHECKS = new Set<string>(["regex", "max_length", "min_length", "integer", "finite", "min_value", "max_value"]);

/** `schema` (a field's valibot schema) as a rule; throws for anything the check cannot run. */
function fieldRule(schema: SchemaPart): FieldRule {
  const [base = schema, ...actions] = schema.pipe ?? [schema];
  if (!["string", "number", "boolean", "picklist", "array"].includes(base.type)) {
    throw new Error(`The shape check cannot run a valibot ${base.type} schema.`);
  }
  const checks = actions.map((action): CheckRule => {
    if (!CHECKS.has(action.type)) throw new Error(`The shape check cannot run a valibot ${action.type} action.`);
    const { requirement } = action;
    return {
      type: action.type as CheckRule["type"],
      ...(requirement instanceof RegExp
        ? { requirement: { source: requirement.source, flags: requirement.flags } }
        : {}),
      ...(typeof requirement === "number" ? { requirement } : {}),
      message: String(action.message),
    };
  });
  return {
    type: base.type as FieldRule["type"],
    message: typeof base.message === "string" ? base.message : "",
    checks,
    ...(Array.isArray(base.options) ? { options: base.options.map(String) } : {}),
    ...(base.item ? { item: fieldRule(base.item) } : {}),
  };
}

/** Every form's rules, read off its payload schema. */
export const PAYLOAD_RULES: Readonly<Record<WebhookForm, FormRules>> = byForm((form) => {
  const entries = (PAYLOAD_SCHEMAS[form] as unknown as SchemaPart).entries ?? {};
  return Object.fromEntries(Object.entries(entries).map(([field, schema]) => [field, fieldRule(schema)]));
});

/**
 * What is wrong with `body` as the `form` form's payload: one plain sentence per problem, naming
 * the field; empty when the body fits. The sender's text is never repeated, only what kind of
 * value it sent.
 */
export function payloadProblems(form: string, body: unknown): string[] {
  return checkBody(PAYLOAD_RULES, form, body);
}

/**
 * The check itself, from the rules alone. Self-contained on purpose: no imports and nothing from
 * the module around it, so its source runs as it is inside an n8n Code node.
 */
export function checkBody(rules: Readonly<Record<string, FormRules>>, form: string, body: unknown): string[] {
  const MOST_PROBLEMS_NAMED = 10;
  const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

  const describe = (value: unknown): string => {
    if (value === null) return "null";
    if (Array.isArray(value)) return "a list";
    if (typeof value === "string") return "text";
    if (typeof value === "number")
      return Number.isFinite(value) ? String(value).slice(0, 24) : "a number too large for JSON";
    if (typeof value === "boolean") return value ? "true" : "false";
    return typeof value === "object" ? "an object" : typeof value;
  };
  // A name the sender chose, quoted so that no control or direction character in it reaches a log raw.
  const quote = (name: string): string => {
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
  };

  // The first check `value` fails, or undefined; `value` already has the check's type.
  const failedCheck = (rule: FieldRule, value: string | number | unknown[]): CheckRule | undefined =>
    rule.checks.find(({ type, requirement }) => {
      const limit = typeof requirement === "number" ? requirement : 0;
      const size = typeof value === "number" ? value : value.length;
      if (type === "regex" && typeof requirement === "object") {
        return !new RegExp(requirement.source, requirement.flags).test(String(value));
      }
      if (type === "integer") return !Number.isInteger(value);
      if (type === "finite") return !Number.isFinite(value);
      if (type === "min_length" || type === "min_value") return size < limit;
      if (type === "max_length" || type === "max_value") return size > limit;
      return false;
    });

  // What is wrong with one field's value, or "" when nothing is. A number's value is short and
  // not the sender's words, so it is named; a text's never is.
  const fieldProblem = (rule: FieldRule, value: unknown): string => {
    const not = `${rule.message}, not ${describe(value)}`;
    switch (rule.type) {
      case "picklist": {
        const options = rule.options ?? [];
        return typeof value === "string" && options.includes(value)
          ? ""
          : `must be ${options.length === 1 ? "" : "one of "}${options.map((option) => `"${option}"`).join(", ")}`;
      }
      case "boolean":
        return typeof value === "boolean" ? "" : not;
      case "string":
        if (typeof value !== "string") return not;
        return failedCheck(rule, value)?.message ?? "";
      case "number":
        return typeof value === "number" && !Number.isNaN(value) && !failedCheck(rule, value) ? "" : not;
      case "array": {
        const item = rule.item;
        const fits =
          Array.isArray(value) &&
          !failedCheck(rule, value) &&
          value.every((entry) => item === undefined || fieldProblem(item, entry) === "");
        return fits ? "" : rule.message;
      }
    }
  };

  if (!has(rules, form)) return [`There is no form called ${quote(form)}.`];
  const shape = rules[form] ?? {};
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return [`The body must be a JSON object with the ${form} form's fields, not ${describe(body)}.`];
  }
  const record = body as Record<string, unknown>;
  const problems: string[] = [];
  for (const [field, rule] of Object.entries(shape)) {
    if (!has(record, field)) {
      problems.push(`"${field}" is missing.`);
      continue;
    }
    const problem = fieldProblem(rule, record[field]);
    if (problem) problems.push(`"${field}" ${problem}.`);
  }
  for (const field of Object.keys(record)) {
    if (!has(shape, field)) problems.push(`${quote(field)} is not a field of the ${form} form.`);
  }
  if (problems.length <= MOST_PROBLEMS_NAMED) return problems;
  return [...problems.slice(0, MOST_PROBLEMS_NAMED), `…and ${problems.length - MOST_PROBLEMS_NAMED} more problems.`];
}
