import type { FormDefinition, FormFields } from "./fields.js";

/** What a visitor writes on the contact page. */
export const CONTACT_FIELDS = {
  name: { kind: "line", required: true, autoComplete: "name" },
  email: { kind: "email" },
  phone: { kind: "line", input: "tel", autoComplete: "tel" },
  message: { kind: "paragraph", rows: 5, required: true },
} as const satisfies FormFields;

/** Call #4: a message from the contact page, stamped with the moment it was sent. */
export const CONTACT_FORM = {
  fields: CONTACT_FIELDS,
  sent: { timestamp: { kind: "timestamp" } },
  summary: ["name", "email"],
  subject: "name",
} as const satisfies FormDefinition;
