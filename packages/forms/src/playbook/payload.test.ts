import { PAYLOAD_SCHEMAS } from "@grand-river/webhooks";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { toPlaybookPayload } from "./payload.js";

describe("toPlaybookPayload", () => {
  test.each([
    {
      case: "every field filled in",
      values: {
        fullName: "Grace Hopper ",
        businessName: "Cobol Consulting",
        businessWebsite: "https://cobol.example.com",
        industry: "Software",
        teamSize: "medium",
        painPoint: "Invoices take hours",
        aiFamiliarity: 5,
        apps: ["gmail", "google-calendar", "power-bi"],
        aiQuestion: "Which AI tool writes proposals best?",
        email: "grace@example.com",
      },
      payload: {
        fullName: "Grace Hopper",
        businessName: "Cobol Consulting",
        businessWebsite: "https://cobol.example.com",
        industry: "Software",
        teamSize: "medium",
        painPoint: "Invoices take hours",
        aiFamiliarity: 5,
        apps: ["gmail", "google-calendar", "power-bi"],
        aiQuestion: "Which AI tool writes proposals best?",
        email: "grace@example.com",
      },
    },
    {
      case: "the optional fields left alone",
      values: {
        fullName: "Grace Hopper",
        businessName: "Cobol Consulting",
        businessWebsite: undefined,
        industry: "Software",
        teamSize: "solo",
        painPoint: undefined,
        aiFamiliarity: undefined,
        apps: ["slack"],
        aiQuestion: undefined,
        email: "grace@example.com",
      },
      payload: {
        fullName: "Grace Hopper",
        businessName: "Cobol Consulting",
        businessWebsite: "",
        industry: "Software",
        teamSize: "solo",
        painPoint: "",
        aiFamiliarity: 3,
        apps: ["slack"],
        aiQuestion: "",
        email: "grace@example.com",
      },
    },
  ] as const)("with $case", ({ values, payload }) => {
    const sent = toPlaybookPayload({ ...values, apps: [...values.apps] });
    expect(sent).toEqual(payload);
    expect(sent).not.toHaveProperty("timestamp");
    expect(v.is(PAYLOAD_SCHEMAS.playbook, sent), "the receivers accept it").toBe(true);
  });
});
