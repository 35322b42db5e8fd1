/**
 * Short ways to write a form's fields (`./<form>.ts`). Marked free of side effects, so a page with
 * one form carries only that form's definition.
 */
import {
  TEXT_LIMITS,
  type AmountField,
  type CheckboxesField,
  type EmailField,
  type RadioField,
  type SliderField,
  type TextField,
  type UrlField,
} from "./fields.js";

type More<Field> = Omit<Field, "kind">;
type TextMore = Omit<More<TextField>, "limit">;

/*#__NO_SIDE_EFFECTS__*/
export function text(limit: number, more: TextMore = {}): TextField {
  return { kind: "text", limit, ...more };
}
/*#__NO_SIDE_EFFECTS__*/
export function line(more?: TextMore) {
  return text(TEXT_LIMITS.line, more);
}
/*#__NO_SIDE_EFFECTS__*/
export function paragraph(rows: number, more?: Omit<TextMore, "rows">) {
  return text(TEXT_LIMITS.long, { rows, ...more });
}
/*#__NO_SIDE_EFFECTS__*/
export function radio<const Options extends RadioField["options"]>(options: Options, more: { required?: true } = {}) {
  return { kind: "radio", options, ...more } as const;
}
/*#__NO_SIDE_EFFECTS__*/
export function checkboxes<const Groups extends CheckboxesField["groups"]>(
  groups: Groups,
  more: { required?: true } = {},
) {
  return { kind: "checkboxes", groups, ...more } as const;
}
/*#__NO_SIDE_EFFECTS__*/
export function slider(range: More<SliderField>): SliderField {
  return { kind: "slider", ...range };
}
/*#__NO_SIDE_EFFECTS__*/
export function amount(more: More<AmountField>): AmountField {
  return { kind: "amount", ...more };
}
/*#__NO_SIDE_EFFECTS__*/
export function choice<const Options extends readonly string[]>(...options: Options) {
  return { kind: "choice", options } as const;
}
export const email: EmailField = { kind: "email", required: true, autoComplete: "email" };
export const webAddress: UrlField = { kind: "url", autoComplete: "url" };
export const timestamp = { kind: "timestamp" } as const;

export const required = true;
