// A text field is the shared field look; nothing of its own yet.
export { control, field } from "../Field/Field.css.js";

/** The input types a `TextField` renders. */
export const types = ["text", "email", "url", "tel", "password", "date", "time", "number", "search"] as const;
