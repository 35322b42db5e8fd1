import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { toasts } from "../messages.js";
import { hostileText, overTheWire, paddedText, plainEmail, textError, whitespaceOnly } from "../testing/hostile.js";
import { TEXT_LIMITS } from "../validation/limits.js";
import { formErrors } from "../validation/formErrors.js";
import { toReportPayload } from "./payload.js";
import { ReportSchema } from "./schema.js";

const missing = toasts.report.missingFields.description;
const invalidUrl = "Please enter a valid URL.";
const now = new Date("2025-03-10T14:05:00.000Z");
const valid = { name: "Mary Jackson", email: "mary@example.com" };

describe("the report details with hostile input", () => {
  test("the name is missing exactly when blank; every text is refused past its limit, and for nothing else", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: hostileText(),
          company: hostileText(),
          businessSpecialization: hostileText(),
          challenges: hostileText(),
          notes: hostileText(),
        }),
        async (typed) => {
          const errors = await formErrors(ReportSchema, { ...valid, ...typed });
          const expected = {
            name: textError(typed.name, { missing }),
            company: textError(typed.company),
            businessSpecialization: textError(typed.businessSpecialization),
            challenges: textError(typed.challenges, { limit: TEXT_LIMITS.long }),
            notes: textError(typed.notes, { limit: TEXT_LIMITS.long }),
          };
          expect(errors).toEqual(Object.fromEntries(Object.entries(expected).filter(([, error]) => error)));
        },
      ),
    );
  });

  test("what is sent is what was typed, trimmed at both ends and otherwise untouched, and survives the trip as JSON", async () => {
    await fc.assert(
      fc.asyncProperty(
        paddedText(),
        plainEmail(),
        hostileText(TEXT_LIMITS.line),
        hostileText(TEXT_LIMITS.line),
        hostileText(TEXT_LIMITS.long),
        hostileText(TEXT_LIMITS.long),
        fc.boolean(),
        async (name, email, company, businessSpecialization, challenges, notes, newsletter) => {
          const values = { name, email, company, website: "", businessSpecialization, challenges, notes, newsletter };
          expect(overTheWire(toReportPayload(values, now))).toEqual({
            name: name.trim(),
            email,
            company: company.trim(),
            website: "",
            businessSpecialization: businessSpecialization.trim(),
            challenges: challenges.trim(),
            notes: notes.trim(),
            newsletter,
            timestamp: "2025-03-10T14:05:00.000Z",
            source: "ai_report_page",
          });
        },
      ),
    );
  });

  test("a javascript: address is refused with the URL message, whatever follows the scheme", async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileText(TEXT_LIMITS.url - "javascript:".length).map((rest) => `javascript:${rest}`),
        async (website) => {
          expect(await formErrors(ReportSchema, { ...valid, website })).toEqual({ website: invalidUrl });
        },
      ),
    );
  });

  test("a website is either refused with the URL message, or kept as empty or an http(s) address, sent trimmed", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileText(TEXT_LIMITS.url),
          fc.webUrl({ validSchemes: ["http", "https"] }),
          // Well-formed addresses with a host whose scheme is not a web page's.
          fc.webUrl({ validSchemes: ["ftp", "file", "ws", "wss", "data", "mailto", "blob"] }),
        ),
        async (website) => {
          const { website: error } = await formErrors(ReportSchema, { ...valid, website });
          const trimmed = website.trim();
          const outcome = error ?? toReportPayload({ ...valid, website }, now).website;
          expect(outcome).toSatisfy(
            (sent: string) =>
              sent === invalidUrl ||
              (sent === trimmed && (sent === "" || ["http:", "https:"].includes(new URL(sent).protocol))),
          );
        },
      ),
    );
  });

  test("every http(s) address is accepted, and sent without the whitespace around it", async () => {
    await fc.assert(
      fc.asyncProperty(
        whitespaceOnly(),
        fc.webUrl({ validSchemes: ["http", "https"], withQueryParameters: true, withFragments: true }),
        whitespaceOnly(),
        async (before, url, after) => {
          const website = `${before}${url}${after}`;
          expect(await formErrors(ReportSchema, { ...valid, website })).toEqual({});
          expect(toReportPayload({ ...valid, website }, now).website).toBe(url);
        },
      ),
    );
  });
});
