import { describe, expect, test } from "vitest";
import { formErrors } from "../validation/formErrors.js";
import { AdminSchema } from "./schema.js";

describe("AdminSchema", () => {
  test.each([
    { case: "an empty password", values: { password: "" }, errors: { password: "Password is required" } },
    { case: "a password never typed", values: { password: undefined }, errors: { password: "Password is required" } },
    { case: "any typed password", values: { password: "0000" }, errors: {} },
    { case: "a password of spaces, kept as typed", values: { password: "  " }, errors: {} },
  ])("$case", async ({ values, errors }) => {
    expect(await formErrors(AdminSchema, values)).toEqual(errors);
  });
});
