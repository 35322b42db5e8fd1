import { KEEPALIVE_BODY_LIMIT } from "@grand-river/webhooks";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { ContactSchema } from "../contact/schema.js";
import { toContactPayload } from "../contact/payload.js";
import { NewsletterSchema } from "../newsletter/schema.js";
import { toNewsletterPayload } from "../newsletter/payload.js";
import { APP_IDS, TEAM_SIZES } from "../playbook/options.js";
import { PlaybookSchema } from "../playbook/schema.js";
import { toPlaybookPayload } from "../playbook/payload.js";
import { ReportSchema } from "../report/schema.js";
import { toReportPayload } from "../report/payload.js";
import { WorklogSchema } from "../worklog/schema.js";
import { toWorklogPayload } from "../worklog/payload.js";
import { TEXT_LIMITS, tooLongMessage } from "./limits.js";
import { formErrors } from "./formErrors.js";

const now = new Date("2025-03-10T14:05:00.000Z");
/** A control character: legal in any text field, and JSON's costliest (`\u0001`, 6 bytes). */
const costliest = "\u0001";
const text = (limit: number) => costliest.repeat(limit);
/** The longest address every field accepts, all of it sent. */
const longestEmail = `${"a".repeat(TEXT_LIMITS.email - "@example.com".length)}@example.com`;
const longestWebsite = `https://a.example/${costliest.repeat(TEXT_LIMITS.url - "https://a.example/".length)}`;
const bytes = (body: unknown) => new TextEncoder().encode(JSON.stringify(body)).byteLength;

/** Each form's largest legal values: every text at its limit in the costliest character. */
const largest = {
  contact: () =>
    toContactPayload(
      {
        name: text(TEXT_LIMITS.line),
        email: longestEmail,
        phone: text(TEXT_LIMITS.line),
        message: text(TEXT_LIMITS.long),
      },
      now,
    ),
  newsletter: () => toNewsletterPayload({ email: longestEmail }, now, "newsletter-section"),
  report: () =>
    toReportPayload(
      {
        name: text(TEXT_LIMITS.line),
        email: longestEmail,
        company: text(TEXT_LIMITS.line),
        website: longestWebsite,
        businessSpecialization: text(TEXT_LIMITS.line),
        challenges: text(TEXT_LIMITS.long),
        notes: text(TEXT_LIMITS.long),
        newsletter: false,
      },
      now,
    ),
  playbook: () =>
    toPlaybookPayload({
      fullName: text(TEXT_LIMITS.line),
      businessName: text(TEXT_LIMITS.line),
      businessWebsite: longestWebsite,
      industry: text(TEXT_LIMITS.line),
      teamSize: TEAM_SIZES.reduce((a, b) => (a.value.length >= b.value.length ? a : b)).value,
      painPoint: text(100),
      aiFamiliarity: 5,
      apps: [...APP_IDS],
      aiQuestion: text(TEXT_LIMITS.long),
      email: longestEmail,
    }),
  worklog: () =>
    toWorklogPayload(
      {
        date: text(TEXT_LIMITS.line),
        dayOfWeek: text(TEXT_LIMITS.line),
        clientName: text(TEXT_LIMITS.line),
        worker: text(TEXT_LIMITS.line),
        startTime: text(TEXT_LIMITS.line),
        endTime: text(TEXT_LIMITS.line),
        breakTime: Number.MAX_VALUE,
        hourlyRate: Number.MAX_VALUE,
        workDescription: text(TEXT_LIMITS.long),
      },
      now,
    ),
};

describe("every lead fits a keepalive request", () => {
  test.each(Object.entries(largest))("the %s form's largest legal body is within 64 KB", (_form, build) => {
    expect(bytes(build())).toBeLessThanOrEqual(KEEPALIVE_BODY_LIMIT);
  });

  const schemas = {
    contact: ContactSchema,
    newsletter: NewsletterSchema,
    report: ReportSchema,
    playbook: PlaybookSchema,
    worklog: WorklogSchema,
  };

  /** The text fields of `schema` with no `maxLength`: each would make the body unbounded. */
  function unboundedTextFields(schema: v.ObjectSchema<v.ObjectEntries, undefined>): string[] {
    return Object.entries(schema.entries)
      .filter(([, entry]) => {
        const inner = (entry.type === "optional" ? (entry as { wrapped: v.GenericSchema }).wrapped : entry) as {
          pipe?: readonly { type: string }[];
          type: string;
        };
        const base = inner.pipe?.[0]?.type ?? inner.type;
        const limited = inner.pipe?.some((step) => step.type === "max_length") ?? false;
        // A list is known by its start value: the checkboxes' rule is a check, not valibot's array.
        return (base === "string" || Array.isArray(v.getDefault(entry))) && !limited;
      })
      .map(([name]) => name);
  }

  test.each(Object.entries(schemas))("every text and list field of the %s form has a limit", (_form, schema) => {
    expect(unboundedTextFields(schema as never)).toEqual([]);
  });

  test.each([
    { form: "contact", schema: ContactSchema, field: "message", limit: TEXT_LIMITS.long },
    { form: "report", schema: ReportSchema, field: "company", limit: TEXT_LIMITS.line },
    { form: "report", schema: ReportSchema, field: "website", limit: TEXT_LIMITS.url },
    { form: "playbook", schema: PlaybookSchema, field: "aiQuestion", limit: TEXT_LIMITS.long },
    { form: "worklog", schema: WorklogSchema, field: "workDescription", limit: TEXT_LIMITS.long },
  ])("a $form $field over its limit says so under the field", async ({ schema, field, limit }) => {
    const errors = await formErrors(schema, { [field]: `https://a.example/${"x".repeat(limit)}` });
    expect(errors[field]).toBe(tooLongMessage(limit));
  });
});
