import type { FormDefinition, FormFields } from "./fields.js";

/** What the buyer of the AI Strategy Report tells about their business; they get the newsletter unless they say not. */
export const REPORT_FIELDS = {
  name: { kind: "line", required: true, autoComplete: "name" },
  email: { kind: "email" },
  company: { kind: "line", autoComplete: "organization" },
  website: { kind: "url" },
  businessSpecialization: { kind: "line" },
  challenges: { kind: "paragraph", rows: 4 },
  notes: { kind: "paragraph", rows: 3 },
  newsletter: { kind: "switch", initial: true },
} as const satisfies FormFields;

/** Call #2: the AI Strategy Report details, sent after payment. */
export const REPORT_FORM = {
  fields: REPORT_FIELDS,
  sent: { timestamp: { kind: "timestamp" }, source: { kind: "choice", options: ["ai_report_page"] } },
  summary: ["name", "email", "company"],
  subject: "name",
} as const satisfies FormDefinition;
