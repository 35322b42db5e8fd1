import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { formErrors } from "../validation/formErrors.js";
import { ReportSchema } from "./schema.js";

const missing = "Please fill in your name and email address";

describe("ReportSchema", () => {
  test("needs only a name and an email", async () => {
    expect(await formErrors(ReportSchema, { name: "Ada Lovelace", email: "ada@example.com" })).toEqual({});
  });

  test("ticks the newsletter box unless the buyer unticks it", () => {
    const base = { name: "Ada", email: "ada@example.com" };
    expect(v.parse(ReportSchema, base).newsletter).toBe(true);
    expect(v.parse(ReportSchema, { ...base, newsletter: false }).newsletter).toBe(false);
  });

  test.each([
    { case: "a missing name", values: { name: "", email: "ada@example.com" }, errors: { name: missing } },
    { case: "a name of only spaces", values: { name: "  ", email: "ada@example.com" }, errors: { name: missing } },
    { case: "a missing email", values: { name: "Ada", email: "" }, errors: { email: missing } },
    { case: "both missing", values: { name: "", email: "" }, errors: { name: missing, email: missing } },
    { case: "neither typed", values: { name: undefined, email: undefined }, errors: { name: missing, email: missing } },
    {
      case: "a malformed email",
      values: { name: "Ada", email: "ada@example" },
      errors: { email: "Please enter a valid email address." },
    },
  ])("refuses $case", async ({ values, errors }) => {
    expect(await formErrors(ReportSchema, values)).toEqual(errors);
  });

  test.each([
    { website: "", errors: {} },
    { website: "https://engines.example.com", errors: {} },
    { website: "http://engines.example.com/about?x=1", errors: {} },
    { website: "engines.example.com", errors: { website: "Please enter a valid URL." } },
    { website: "not a url", errors: { website: "Please enter a valid URL." } },
    { website: "javascript:alert(1)", errors: { website: "Please enter a valid URL." } },
  ])("website “$website”", async ({ website, errors }) => {
    expect(await formErrors(ReportSchema, { name: "Ada", email: "ada@example.com", website })).toEqual(errors);
  });
});
