import { line, paragraph, choice, email, webAddress, timestamp, required } from "./helpers.js";
import type { FormDefinition } from "./fields.js";

/** Call #2: the AI Strategy Report details, sent after payment; the buyer wants the newsletter unless they say not. */
export const REPORT_FORM = {
  fields: {
    name: line({ required, autoComplete: "name" }),
    email,
    company: line({ autoComplete: "organization" }),
    website: webAddress,
    businessSpecialization: line(),
    challenges: paragraph(4),
    notes: paragraph(3),
    newsletter: { kind: "switch", initial: true },
  },
  sent: { timestamp, source: choice("ai_report_page") },
  summary: ["name", "email", "company"],
  subject: "name",
} as const satisfies FormDefinition;
