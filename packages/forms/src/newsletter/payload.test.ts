import { PAYLOAD_SCHEMAS } from "@grand-river/webhooks";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { toNewsletterPayload } from "./payload.js";

const now = new Date("2025-03-10T14:05:00.000Z");

describe("toNewsletterPayload", () => {
  test.each([
    { form: "the standalone form", source: "newsletter" },
    { form: "the home page section", source: "newsletter-section" },
  ] as const)("from $form, sends the email, the time and source “$source”", ({ source }) => {
    expect(toNewsletterPayload({ email: " ada@example.com " }, now, source)).toEqual({
      email: "ada@example.com",
      timestamp: "2025-03-10T14:05:00.000Z",
      source,
    });
    const sent = toNewsletterPayload({ email: " ada@example.com " }, now, source);
    expect(v.is(PAYLOAD_SCHEMAS.newsletter, sent), "the receivers accept it").toBe(true);
  });
});
