import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { toasts } from "../messages.js";
import { allowedEmailErrors, hostileText, overTheWire, plainEmail, whitespaceOnly } from "../testing/hostile.js";
import { formErrors } from "../validation/formErrors.js";
import { toNewsletterPayload } from "./payload.js";
import { NewsletterSchema } from "./schema.js";

const missing = toasts.newsletter.missingEmail.description;
const invalid = "Please enter a valid email address.";
const now = new Date("2025-03-10T14:05:00.000Z");

describe("the newsletter form with hostile input", () => {
  test("a blank address is missing; markup, spaces or control characters inside one are refused", async () => {
    await fc.assert(
      fc.asyncProperty(hostileText(), async (email) => {
        const { email: error } = await formErrors(NewsletterSchema, { email });
        expect(allowedEmailErrors(email, missing, invalid)).toContain(error);
      }),
    );
  });

  test("an accepted address is sent as typed, trimmed, from either form", async () => {
    await fc.assert(
      fc.asyncProperty(
        plainEmail(),
        whitespaceOnly(),
        fc.constantFrom("newsletter", "newsletter-section" as const),
        async (email, pad, source) => {
          const values = { email: `${pad}${email}${pad}` };
          expect(await formErrors(NewsletterSchema, values)).toEqual({});
          expect(overTheWire(toNewsletterPayload(values, now, source))).toEqual({
            email,
            timestamp: "2025-03-10T14:05:00.000Z",
            source,
          });
        },
      ),
    );
  });
});
