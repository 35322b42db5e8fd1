import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Writes the report of a check that is not a test runner (`pnpm size`, the Nu HTML Checker) in the
 * vitest JSON reporter's counters, which is what scripts/tally-tests.mjs reads: one test per check,
 * passed or not. Returns how many failed.
 */
export function writeCheckSummary(file, checks) {
  const failed = checks.filter((check) => !check.passed).length;
  mkdirSync(path.dirname(file), { recursive: true });
  const summary = {
    numPassedTests: checks.length - failed,
    numFailedTests: failed,
    numPendingTests: 0,
    numTodoTests: 0,
    success: failed === 0,
    checks,
  };
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  return failed;
}
