import { PAYLOAD_SCHEMAS } from "@grand-river/webhooks";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { toReportPayload } from "./payload.js";

const now = new Date("2025-03-10T14:05:00.000Z");

describe("toReportPayload", () => {
  test.each([
    {
      case: "every field filled in",
      values: {
        name: " Ada Lovelace ",
        email: "ada@example.com",
        company: "Analytical Engines LLC",
        website: "https://engines.example.com",
        businessSpecialization: "Mechanical computing",
        challenges: "Too many punch cards",
        notes: "Call after 3pm",
        newsletter: false,
      },
      payload: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        company: "Analytical Engines LLC",
        website: "https://engines.example.com",
        businessSpecialization: "Mechanical computing",
        challenges: "Too many punch cards",
        notes: "Call after 3pm",
        newsletter: false,
        timestamp: "2025-03-10T14:05:00.000Z",
        source: "ai_report_page",
      },
    },
    {
      case: "only the required fields",
      values: {
        name: "Ada",
        email: "ada@example.com",
        company: undefined,
        website: undefined,
        businessSpecialization: undefined,
        challenges: undefined,
        notes: undefined,
        newsletter: undefined,
      },
      payload: {
        name: "Ada",
        email: "ada@example.com",
        company: "",
        website: "",
        businessSpecialization: "",
        challenges: "",
        notes: "",
        newsletter: true,
        timestamp: "2025-03-10T14:05:00.000Z",
        source: "ai_report_page",
      },
    },
  ])("with $case", ({ values, payload }) => {
    expect(toReportPayload(values, now)).toEqual(payload);
    expect(v.is(PAYLOAD_SCHEMAS.report, toReportPayload(values, now)), "the receivers accept it").toBe(true);
  });

  test("refuses details that never passed the form's checks", () => {
    expect(() => toReportPayload({ name: "", email: "ada@example.com" }, now)).toThrow(
      "Please fill in your name and email address",
    );
  });
});
