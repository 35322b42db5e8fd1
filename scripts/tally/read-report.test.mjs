import { describe, expect, test } from "vitest";
import { count, failures } from "./read-report.mjs";

const vitestReport = {
  numPassedTests: 2,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [
    {
      assertionResults: [
        { fullName: "Form sends", status: "passed" },
        { fullName: "Form keeps the email when sending fails", status: "failed" },
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
            { title: "sends once", tests: [{ projectName: "mobile", status: "unexpected" }] },
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
      testResults: [],
    };
    expect(count(report)).toEqual({ passed: 5, failed: 1, skipped: 0 });
    expect(failures(report)).toEqual(["(the run failed outside any test; see its log)"]);
  });

  test("counts each Playwright run error, such as a web server that would not start, as a failure", () => {
    const report = {
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      errors: [{ message: "Error: http://127.0.0.1:4373/ is already used\n    at stack" }],
      suites: [],
    };
    expect(count(report)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(failures(report)).toEqual(["(run error) Error: http://127.0.0.1:4373/ is already used"]);
  });

  test("refuses a report it does not know rather than counting it as zero", () => {
    expect(() => count({ results: [] })).toThrow("Unrecognised report format");
  });
});

describe("failures", () => {
  test("names each failed Vitest test", () => {
    expect(failures(vitestReport)).toEqual(["Form keeps the email when sending fails"]);
  });

  test("names each failed Playwright test with its suites and project", () => {
    expect(failures(playwrightReport)).toEqual(["forms.spec.ts › contact › sends once › [mobile]"]);
  });
});
