import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { WEBHOOK_FORMS } from "./forms.js";
import { PAYLOAD_SCHEMAS } from "./payloads.js";
import { payloadProblems } from "./shape.js";
import { formBodies } from "./testing/bodies.js";

/** `formBodies[form]` with some fields replaced (undefined removes one). */
function changed(form: keyof typeof formBodies, fields: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...formBodies[form] };
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) Reflect.deleteProperty(body, field);
    else body[field] = value;
  }
  return body;
}

describe("payloadProblems: what a receiver accepts", () => {
  test.each(WEBHOOK_FORMS)("accepts the %s body the form sends", (form) => {
    expect(payloadProblems(form, formBodies[form])).toEqual([]);
  });

  test.each<[string, keyof typeof formBodies, Record<string, unknown>]>([
    ["the home page section's newsletter source", "newsletter", { source: "newsletter-section" }],
    ["a plus address", "newsletter", { email: "grace+news@mail.example.co.uk" }],
    ["a report without the newsletter", "report", { newsletter: false }],
    ["every optional report field empty", "report", { company: "", businessSpecialization: "", challenges: "" }],
    ["a pain point of exactly 100 characters", "playbook", { painPoint: "x".repeat(100) }],
    ["an empty pain point", "playbook", { painPoint: "" }],
    ["familiarity 1", "playbook", { aiFamiliarity: 1 }],
    ["familiarity 5", "playbook", { aiFamiliarity: 5 }],
    ["every team size", "playbook", { teamSize: "large" }],
    [
      "a long message with markup, right-to-left marks and control characters",
      "contact",
      {
        message: `<b>hi</b> \u202e\u0007 ${"é".repeat(10_000)}`,
      },
    ],
    ["a phone number", "contact", { phone: "+1 616 555 0100" }],
    ["no break and no rate", "worklog", { breakTime: 0, hourlyRate: 0 }],
  ])("accepts %s, as the payload schema does", (_, form, fields) => {
    expect(payloadProblems(form, changed(form, fields))).toEqual([]);
    expect(v.is(PAYLOAD_SCHEMAS[form], changed(form, fields))).toBe(true);
  });

  test.each<[string, string, unknown, string[]]>([
    ["null", "contact", null, ["The body must be a JSON object with the contact form's fields, not null."]],
    [
      "a list",
      "contact",
      [formBodies.contact],
      ["The body must be a JSON object with the contact form's fields, not a list."],
    ],
    [
      "a string",
      "newsletter",
      "grace@example.com",
      ["The body must be a JSON object with the newsletter form's fields, not text."],
    ],
    [
      "a number",
      "worklog",
      Number.POSITIVE_INFINITY,
      ["The body must be a JSON object with the worklog form's fields, not a number too large for JSON."],
    ],
    ["an unknown form", "quote", {}, ['There is no form called "quote".']],
    ["a form name borrowed from Object.prototype", "constructor", {}, ['There is no form called "constructor".']],
  ])("refuses %s", (_, form, body, problems) => {
    expect(payloadProblems(form, body)).toEqual(problems);
  });

  test.each<[string, keyof typeof formBodies, Record<string, unknown>, string[]]>([
    ["a missing field", "contact", { phone: undefined }, ['"phone" is missing.']],
    ["an empty required field", "contact", { name: "   " }, ['"name" must not be empty.']],
    ["a number for text", "contact", { message: 42 }, ['"message" must be text, not 42.']],
    ["an object for text", "report", { company: { toString: "x" } }, ['"company" must be text, not an object.']],
    ["null for text", "report", { notes: null }, ['"notes" must be text, not null.']],
    ["an address without @", "newsletter", { email: "grace.example.com" }, ['"email" must be an e-mail address.']],
    ["an address with spaces", "newsletter", { email: "grace @example.com" }, ['"email" must be an e-mail address.']],
    ["another source", "newsletter", { source: "ad" }, ['"source" must be one of "newsletter", "newsletter-section".']],
    ["a fixed value changed", "report", { source: "newsletter" }, ['"source" must be "ai_report_page".']],
    [
      "a timestamp that is not ISO",
      "contact",
      { timestamp: "yesterday" },
      ['"timestamp" must be an ISO 8601 time such as 2025-03-10T14:05:00.000Z.'],
    ],
    [
      "a timestamp as a number",
      "contact",
      { timestamp: 1741615500000 },
      ['"timestamp" must be text, not 1741615500000.'],
    ],
    ["newsletter as text", "report", { newsletter: "true" }, ['"newsletter" must be true or false, not text.']],
    [
      "an unknown team size",
      "playbook",
      { teamSize: "huge" },
      ['"teamSize" must be one of "solo", "small", "medium", "large".'],
    ],
    [
      "a pain point of 101 characters",
      "playbook",
      { painPoint: "x".repeat(101) },
      ['"painPoint" must be at most 100 characters.'],
    ],
    ["familiarity 0", "playbook", { aiFamiliarity: 0 }, ['"aiFamiliarity" must be a whole number from 1 to 5, not 0.']],
    [
      "familiarity 2.5",
      "playbook",
      { aiFamiliarity: 2.5 },
      ['"aiFamiliarity" must be a whole number from 1 to 5, not 2.5.'],
    ],
    [
      "familiarity as text",
      "playbook",
      { aiFamiliarity: "3" },
      ['"aiFamiliarity" must be a whole number from 1 to 5, not text.'],
    ],
    ["no apps", "playbook", { apps: [] }, ['"apps" must be a list of at least one choice, each as text.']],
    [
      "an app that is not text",
      "playbook",
      { apps: ["gmail", 7] },
      ['"apps" must be a list of at least one choice, each as text.'],
    ],
    ["apps as text", "playbook", { apps: "gmail" }, ['"apps" must be a list of at least one choice, each as text.']],
    ["a negative break", "worklog", { breakTime: -5 }, ['"breakTime" must be a number of at least 0, not -5.']],
    ["a rate as text", "worklog", { hourlyRate: "25.50" }, ['"hourlyRate" must be a number of at least 0, not text.']],
    [
      "a rate too large for JSON",
      "worklog",
      { hourlyRate: Number.POSITIVE_INFINITY },
      ['"hourlyRate" must be a number of at least 0, not a number too large for JSON.'],
    ],
    [
      "the spam-trap field",
      "contact",
      { contact_me_by_fax_only: true },
      ['"contact_me_by_fax_only" is not a field of the contact form.'],
    ],
  ])("refuses %s, naming the field, as the payload schema does", (_, form, fields, problems) => {
    expect(payloadProblems(form, changed(form, fields))).toEqual(problems);
    expect(v.is(PAYLOAD_SCHEMAS[form], changed(form, fields))).toBe(false);
  });

  test("refuses __proto__ and constructor keys as unknown fields, without touching any prototype", () => {
    const body: unknown = JSON.parse(
      `{"__proto__": {"polluted": true}, "constructor": 1, ${JSON.stringify(formBodies.contact).slice(1)}`,
    );

    expect(payloadProblems("contact", body)).toEqual([
      '"__proto__" is not a field of the contact form.',
      '"constructor" is not a field of the contact form.',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test("quotes an unknown field's name with its control and direction characters escaped, and clips it", () => {
    const body = changed("newsletter", { '\u001b[2J\u202eevil"\\': 1, ["k".repeat(100)]: 1 });

    expect(payloadProblems("newsletter", body)).toEqual([
      '"\\u001b[2J\\u202eevil\\"\\\\" is not a field of the newsletter form.',
      `"${"k".repeat(39)}…" is not a field of the newsletter form.`,
    ]);
  });

  test("names ten problems and counts the rest", () => {
    const body = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`extra${index}`, index]));

    const problems = payloadProblems("contact", body);

    expect(problems).toHaveLength(11);
    expect(problems.slice(0, 5)).toEqual([
      '"name" is missing.',
      '"email" is missing.',
      '"phone" is missing.',
      '"message" is missing.',
      '"timestamp" is missing.',
    ]);
    expect(problems[10]).toBe("…and 25 more problems.");
  });
});
