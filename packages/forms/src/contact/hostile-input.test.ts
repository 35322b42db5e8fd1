import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { toasts } from "../messages.js";
import {
  allowedEmailErrors,
  hostileText,
  overTheWire,
  paddedText,
  plainEmail,
  textError,
  whitespaceOnly,
} from "../testing/hostile.js";
import { TEXT_LIMITS } from "../validation/limits.js";
import { formErrors } from "../validation/formErrors.js";
import { toContactPayload } from "./payload.js";
import { ContactSchema } from "./schema.js";

const missing = toasts.contact.missingFields.description;
const invalidEmail = "Please enter a valid email address.";
const now = new Date("2025-03-10T14:05:00.000Z");

describe("the contact form with hostile input", () => {
  test("name and message are required exactly when nothing but whitespace was typed, and refused past their limits, whatever else they hold", async () => {
    await fc.assert(
      fc.asyncProperty(hostileText(), hostileText(), async (name, message) => {
        const errors = await formErrors(ContactSchema, { name, email: "kj@example.com", phone: "", message });
        expect(errors).toEqual({
          ...(textError(name, { missing }) ? { name: textError(name, { missing }) } : {}),
          ...(textError(message, { missing, limit: TEXT_LIMITS.long })
            ? { message: textError(message, { missing, limit: TEXT_LIMITS.long }) }
            : {}),
        });
      }),
    );
  });

  test("what is sent is what was typed, trimmed at both ends and otherwise untouched, and survives the trip as JSON", async () => {
    await fc.assert(
      fc.asyncProperty(
        paddedText(),
        paddedText(TEXT_LIMITS.long),
        hostileText(TEXT_LIMITS.line),
        plainEmail(),
        whitespaceOnly(),
        async (name, message, phone, email, pad) => {
          const values = { name, email: `${pad}${email}${pad}`, phone, message };
          expect(await formErrors(ContactSchema, values)).toEqual({});
          expect(overTheWire(toContactPayload(values, now))).toEqual({
            name: name.trim(),
            email,
            phone: phone.trim(),
            message: message.trim(),
            timestamp: "2025-03-10T14:05:00.000Z",
          });
        },
      ),
    );
  });

  test("an email address is missing when blank, and refused when it holds markup, spaces or control characters", async () => {
    await fc.assert(
      fc.asyncProperty(hostileText(), async (email) => {
        const { email: error } = await formErrors(ContactSchema, { name: "Kj", email, phone: "", message: "Hi" });
        expect(allowedEmailErrors(email, missing, invalidEmail)).toContain(error);
      }),
    );
  });
});
