// Kept with scripts/tally-tests.mjs: one parser per runner's JSON.
import { stripVTControlCharacters } from "node:util";

// Reads one runner's JSON report: Vitest's (unit and Storybook) or Playwright's.

/**
 * Vitest's JSON has numPassedTests; Playwright's has stats.expected/unexpected/flaky. A run that
 * failed outside any test (a file that would not load, a web server that would not start) counts
 * as one failure more, so it can never total "0 failed".
 */
export function count(report) {
  if (typeof report.numPassedTests === "number") {
    const failedOutsideTests = report.success === false && report.numFailedTests === 0 ? 1 : 0;
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + failedOutsideTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  }
  if (report.stats && typeof report.stats.expected === "number") {
    const { expected, unexpected, flaky, skipped } = report.stats;
    return { passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0), skipped };
  }
  throw new Error("Unrecognised report format");
}

/**
 * Each failed test, named with its file, and the first lines of why it failed, so a CI log that
 * only keeps the tail still says what broke and how.
 */
export function failures(report) {
  if (Array.isArray(report.testResults)) {
    const found = report.testResults.flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => test.status === "failed")
        .map((test) => ({
          name: [baseName(file.name), test.fullName].filter(Boolean).join(" › "),
          reason: summary(test.failureMessages?.join("\n")),
        })),
    );
    if (report.success === false && found.length === 0) {
      const fileErrors = report.testResults.map((file) => file.message).filter(Boolean);
      found.push({ name: "(the run failed outside any test; see its log)", reason: summary(fileErrors.join("\n")) });
    }
    return found;
  }
  const found = (report.errors ?? []).map((error) => ({
    name: `(run error) ${firstLine(error.message)}`,
    reason: "",
  }));
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const errors = (test.results ?? []).flatMap((result) => result.errors ?? (result.error ? [result.error] : []));
        found.push({
          name: [...trail, spec.title, `[${test.projectName}]`].join(" › "),
          reason: summary(errors.at(-1)?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return found;
}

function baseName(file = "") {
  return file.split(/[\\/]/).at(-1);
}

function firstLine(text = "") {
  return text.split("\n")[0].slice(0, 200);
}

/** The first few lines of an error, without terminal colours or stack frames. */
function summary(text = "") {
  return stripVTControlCharacters(text)
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("at "))
    .slice(0, 6)
    .join(" | ")
    .slice(0, 600);
}
