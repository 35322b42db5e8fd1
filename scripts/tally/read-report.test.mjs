import { describe, expect, test } from "vitest";
import { count, failures } from "./read-report.mjs";

const vitestReport = {
  numPassedTests: 2,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [
    {
      name: "/ci/packages/forms/src/contact/ContactForm.test.tsx",
      assertionResults: [
        { fullName: "Form sends", status: "passed" },
        {
          fullName: "Form keeps the email when sending fails",
          status: "failed",
          failureMessages: [
            "\u001b[31mAssertionError: expected '' to be 'kj@example.com'\u001b[39m\n    at ContactForm.test.tsx:40:5\n    at run (vitest)",
          ],
        },
      ],
    },
    { assertionResults: [{ fullName: "Other works", status: "passed" }] },
  ],
};

const playwrightReport = {
  stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 0 },
  suites: [
    {
      title: "forms.spec.ts",
      specs: [],
      suites: [
        {
          title: "contact",
          specs: [
            {
              title: "sends once",
              tests: [
                {
                  projectName: "mobile",
                  status: "unexpected",
                  results: [
                    { errors: [{ message: "Error: first try" }] },
                    { errors: [{ message: "Error: expect(received).toEqual(expected)\n\n- 1 post\n+ 2 posts" }] },
                  ],
                },
              ],
            },
            { title: "shows errors", tests: [{ projectName: "desktop", status: "expected" }] },
          ],
        },
      ],
    },
  ],
};

describe("count", () => {
  test("reads Vitest's totals, counting pending tests as skipped", () => {
    expect(count(vitestReport)).toEqual({ passed: 2, failed: 1, skipped: 1 });
  });

  test("reads Playwright's totals, where a flaky test passed on retry", () => {
    expect(count(playwrightReport)).toEqual({ passed: 4, failed: 1, skipped: 0 });
  });

  test("counts a Vitest run that failed outside any test as one failure", () => {
    const report = {
      numPassedTests: 5,
      numFailedTests: 0,
      numPendingTests: 0,
      numTodoTests: 0,
      success: false,
      testResults: [
        { name: "/ci/a.test.ts", status: "failed", message: "Failed to load url ./missing", assertionResults: [] },
      ],
    };
    expect(count(report)).toEqual({ passed: 5, failed: 1, skipped: 0 });
    expect(failures(report)).toEqual([
      { name: "(the run failed outside any test; see its log)", reason: "Failed to load url ./missing" },
    ]);
  });

  test("counts each Playwright run error, such as a web server that would not start, as a failure", () => {
    const report = {
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      errors: [{ message: "Error: http://127.0.0.1:4373/ is already used\n    at stack" }],
      suites: [],
    };
    expect(count(report)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(failures(report)).toEqual([
      { name: "(run error) Error: http://127.0.0.1:4373/ is already used", reason: "" },
    ]);
  });

  test("refuses a report it does not know rather than counting it as zero", () => {
    expect(() => count({ results: [] })).toThrow("Unrecognised report format");
  });
});

describe("failures", () => {
  test("names each failed Vitest test with its file, and why it failed, without colours or stack", () => {
    expect(failures(vitestReport)).toEqual([
      {
        name: "ContactForm.test.tsx › Form keeps the email when sending fails",
        reason: "AssertionError: expected '' to be 'kj@example.com'",
      },
    ]);
  });

  test("names each failed Playwright test with its suites and project, and why its last try failed", () => {
    expect(failures(playwrightReport)).toEqual([
      {
        name: "forms.spec.ts › contact › sends once › [mobile]",
        reason: "Error: expect(received).toEqual(expected) | - 1 post | + 2 posts",
      },
    ]);
  });
});
