import { describe, expect, test } from "vitest";
import { formErrors } from "../validation/formErrors.js";
import { NewsletterSchema } from "./schema.js";

describe("NewsletterSchema", () => {
  test.each([
    { case: "a plain address", email: "ada@example.com" },
    { case: "an address with spaces around it", email: "  ada@example.com  " },
    { case: "an address with a plus and subdomain", email: "ada+news@mail.example.co.uk" },
  ])("accepts $case", async ({ email }) => {
    expect(await formErrors(NewsletterSchema, { email })).toEqual({});
  });

  test.each([
    { case: "an empty email", email: "", message: "Please enter your email address" },
    { case: "only spaces", email: "   ", message: "Please enter your email address" },
    { case: "an email never typed", email: undefined, message: "Please enter your email address" },
    { case: "an address without a domain", email: "ada@", message: "Please enter a valid email address." },
    { case: "an address without an @", email: "ada.example.com", message: "Please enter a valid email address." },
  ])("refuses $case with “$message”", async ({ email, message }) => {
    expect(await formErrors(NewsletterSchema, { email })).toEqual({ email: message });
  });
});
