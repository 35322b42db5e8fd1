// Kept with scripts/tally-tests.mjs: the report shape the tally reads.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Writes the report of a check that is not a test runner (`pnpm size`, the Nu HTML Checker) and
 * counts more than pass or fail, in the shape of Vitest's JSON reporter, which
 * is what scripts/tally-tests.mjs reads: one test per check, passed or not, each failure named in
 * `testResults` so the tally can list it. `describe` gives a check's test name and failure message
 * (by default its own `title` and `message`). The checks themselves are kept as they came, for
 * anyone reading the report. Returns how many failed.
 */
export function writeCheckSummary(
  file,
  checks,
  describe = (check) => ({ title: check.title, message: check.message ?? "" }),
) {
  const failed = checks.filter((check) => !check.passed).length;
  const assertionResults = checks.map((check) => {
    const { title, message } = describe(check);
    return {
      fullName: title,
      title,
      status: check.passed ? "passed" : "failed",
      failureMessages: check.passed ? [] : [message],
    };
  });
  mkdirSync(path.dirname(file), { recursive: true });
  const summary = {
    numPassedTests: checks.length - failed,
    numFailedTests: failed,
    numPendingTests: 0,
    numTodoTests: 0,
    success: failed === 0,
    testResults: [{ name: path.resolve(path.dirname(file), ".."), assertionResults }],
    checks,
  };
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  return failed;
}
