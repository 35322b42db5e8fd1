import { checkSubmissions } from "../check/samples.js";
import type { FieldDefinition } from "../definition/fields.js";
import { WEBHOOK_FORM_TABLE, byForm } from "../forms.js";

/** What a visitor who fills in a field of this kind might send; none where the check's answer stands. */
function filledIn(field: FieldDefinition): unknown {
  switch (field.kind) {
    case "line":
      if (field.input === "tel") return "+1 (616) 555-0100 ext. 2";
      return field.input || field.from ? undefined : "Grace Hopper & Co. – Zoë’s";
    case "paragraph":
      return "First line, with “quotes”.\nSecond line: ünïcödé ✓".slice(0, field.limit);
    case "url":
      return "https://example.com/about?x=1";
    case "switch":
      return true;
    case "checkboxes":
      return field.groups.map((group) => group.options.at(-1));
    case "slider":
      return field.min + 1;
    case "amount":
      return Number.isInteger(field.step) ? 30 : 25.5;
    default:
      return undefined;
  }
}

/**
 * One body per form as the forms build it from a visitor who filled in every field, the optional
 * ones too: the check's test body (every field present, numbers as numbers) at a fixed time, with
 * each field a visitor types or picks given a value of its kind. For tests of receivers.
 */
export const formBodies = byForm((form) => {
  const body: Record<string, unknown> = { ...checkSubmissions(new Date("2025-03-10T14:05:00.000Z"))[form] };
  for (const [name, field] of Object.entries<FieldDefinition>(WEBHOOK_FORM_TABLE[form].fields)) {
    const value = filledIn(field);
    if (value !== undefined) body[name] = value;
  }
  return body;
}) as ReturnType<typeof checkSubmissions>;
