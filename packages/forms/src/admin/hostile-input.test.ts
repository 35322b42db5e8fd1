import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { hostileText } from "../testing/hostile.js";
import { formErrors } from "../validation/formErrors.js";
import { AdminSchema } from "./schema.js";

describe("the admin password with hostile input", () => {
  test("anything typed is taken as the password, spaces included; only an empty field is refused", async () => {
    await fc.assert(
      fc.asyncProperty(hostileText(), async (password) => {
        expect(await formErrors(AdminSchema, { password })).toEqual(
          password === "" ? { password: "Password is required" } : {},
        );
      }),
    );
  });
});
