import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { hostileText, overTheWire, paddedText, plainEmail, textError, whitespaceOnly } from "../testing/hostile.js";
import { TEXT_LIMITS } from "../validation/limits.js";
import { formErrors } from "../validation/formErrors.js";
import { AI_FAMILIARITY, APP_IDS, PAIN_POINT_MAX_LENGTH, TEAM_SIZES } from "./options.js";
import { toPlaybookPayload } from "./payload.js";
import { PlaybookSchema, type PlaybookValues } from "./schema.js";

const signUp: PlaybookValues = {
  fullName: "Grace Hopper",
  businessName: "Cobol Consulting",
  businessWebsite: "",
  industry: "Software",
  teamSize: "small",
  painPoint: "",
  aiFamiliarity: 3,
  apps: ["gmail"],
  aiQuestion: "",
  email: "grace@example.com",
};
const errorsWith = (changes: Record<string, unknown>) => formErrors(PlaybookSchema, { ...signUp, ...changes });
const teamSizes: readonly string[] = TEAM_SIZES.map((size) => size.value);
const appIds: readonly string[] = APP_IDS;

describe("the Playbook sign-up with hostile input", () => {
  // Lengths count UTF-16 code units, as the browser's own maxlength does: an emoji counts as two.
  test.each([
    { field: "fullName", message: "Name must be at least 2 characters." },
    { field: "businessName", message: "Please enter your business name." },
    { field: "industry", message: "Please specify your industry or niche." },
  ])(
    "$field needs two characters once trimmed, and at most its limit, whatever they are",
    async ({ field, message }) => {
      await fc.assert(
        fc.asyncProperty(hostileText(), async (value) => {
          const error = value.trim().length < 2 ? message : textError(value);
          expect(await errorsWith({ [field]: value })).toEqual(error ? { [field]: error } : {});
        }),
      );
    },
  );

  test("the time drain is kept up to 100 characters once trimmed and refused beyond", async () => {
    const atAndBeyond = fc.oneof(
      hostileText(),
      fc.constantFrom("😀".repeat(50), `😀${"x".repeat(99)}`),
      fc
        .tuple(
          whitespaceOnly(),
          fc
            .integer({ min: PAIN_POINT_MAX_LENGTH - 2, max: PAIN_POINT_MAX_LENGTH + 2 })
            .chain((length) =>
              fc.string({ unit: fc.constantFrom("x", "é", "<", "\u202e"), minLength: length, maxLength: length }),
            ),
        )
        .map(([pad, text]) => `${pad}${text}${pad}`),
    );
    await fc.assert(
      fc.asyncProperty(atAndBeyond, async (painPoint) => {
        expect(await errorsWith({ painPoint })).toEqual(
          painPoint.trim().length <= PAIN_POINT_MAX_LENGTH
            ? {}
            : { painPoint: "Response must be 100 characters or less." },
        );
      }),
    );
  });

  test("the team size must be one of the four offered", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constantFrom(...teamSizes), hostileText()), async (teamSize) => {
        expect(await errorsWith({ teamSize })).toEqual(
          teamSizes.includes(teamSize) ? {} : { teamSize: "Please select your team size." },
        );
      }),
    );
  });

  test("AI familiarity is a whole number from 1 to 5, and nothing at or past either bound", async () => {
    const numbers = fc.oneof(
      fc.integer({ min: AI_FAMILIARITY.min - 3, max: AI_FAMILIARITY.max + 3 }),
      fc.double(),
      fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 1.5, 4.999999),
    );
    await fc.assert(
      fc.asyncProperty(numbers, async (aiFamiliarity) => {
        const ok =
          Number.isInteger(aiFamiliarity) && aiFamiliarity >= AI_FAMILIARITY.min && aiFamiliarity <= AI_FAMILIARITY.max;
        expect(await errorsWith({ aiFamiliarity })).toEqual(
          ok ? {} : { aiFamiliarity: "Please choose a familiarity level from 1 to 5." },
        );
      }),
    );
  });

  test("the apps must be at least one of those offered, and the message shows on the apps field", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constantFrom(...appIds), hostileText()), { maxLength: 6 }),
        async (apps) => {
          const ok = apps.length > 0 && apps.every((app) => appIds.includes(app));
          expect(await errorsWith({ apps })).toEqual(ok ? {} : { apps: "Please select at least one app or platform." });
        },
      ),
    );
  });

  test("what is sent is what was typed, trimmed at both ends and otherwise untouched, and survives the trip as JSON", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          fullName: paddedText().filter((text) => text.trim().length >= 2),
          businessName: paddedText().filter((text) => text.trim().length >= 2),
          industry: paddedText().filter((text) => text.trim().length >= 2),
          painPoint: hostileText().filter((text) => text.trim().length <= PAIN_POINT_MAX_LENGTH),
          aiQuestion: hostileText(TEXT_LIMITS.long),
          email: plainEmail(),
          apps: fc.uniqueArray(fc.constantFrom(...APP_IDS), { minLength: 1 }),
          teamSize: fc.constantFrom(...TEAM_SIZES.map((size) => size.value)),
          aiFamiliarity: fc.integer({ min: 1, max: 5 }),
        }),
        async (typed) => {
          const values = { ...signUp, ...typed };
          expect(await formErrors(PlaybookSchema, values)).toEqual({});
          expect(overTheWire(toPlaybookPayload(values))).toEqual({
            ...values,
            fullName: typed.fullName.trim(),
            businessName: typed.businessName.trim(),
            industry: typed.industry.trim(),
            painPoint: typed.painPoint.trim(),
            aiQuestion: typed.aiQuestion.trim(),
          });
        },
      ),
    );
  });
});
