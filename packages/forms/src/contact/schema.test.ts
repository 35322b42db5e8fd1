import { describe, expect, test } from "vitest";
import { formErrors } from "../validation/formErrors.js";
import { ContactSchema } from "./schema.js";

const missing = "Please fill in all required fields";
const filled = { name: "Ada Lovelace", email: "ada@example.com", phone: "", message: "Hello there" };

describe("ContactSchema", () => {
  test.each([
    { case: "without a phone number", values: filled },
    { case: "with a phone number", values: { ...filled, phone: "(616) 555-0100" } },
    { case: "with the phone never typed", values: { name: "Ada", email: "ada@example.com", message: "Hi" } },
  ])("accepts a message $case", async ({ values }) => {
    expect(await formErrors(ContactSchema, values)).toEqual({});
  });

  test.each([
    { case: "a missing name", values: { ...filled, name: "" }, errors: { name: missing } },
    { case: "a missing email", values: { ...filled, email: " " }, errors: { email: missing } },
    { case: "a missing message", values: { ...filled, message: "" }, errors: { message: missing } },
    {
      case: "an empty form",
      values: { name: undefined, email: undefined, message: undefined },
      errors: { name: missing, email: missing, message: missing },
    },
    {
      case: "a malformed email",
      values: { ...filled, email: "ada at example.com" },
      errors: { email: "Please enter a valid email address." },
    },
  ])("refuses $case", async ({ values, errors }) => {
    expect(await formErrors(ContactSchema, values)).toEqual(errors);
  });
});
