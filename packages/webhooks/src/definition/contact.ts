import { line, paragraph, email, timestamp, required } from "./helpers.js";
import type { FormDefinition } from "./fields.js";

/** Call #4: a message from the contact page. */
export const CONTACT_FORM = {
  summary: ["name", "email"],
  subject: "name",
  fields: {
    name: line({ required, autoComplete: "name" }),
    email,
    phone: line({ input: "tel", autoComplete: "tel" }),
    message: paragraph(5, { required }),
  },
  sent: { timestamp },
} as const satisfies FormDefinition;
