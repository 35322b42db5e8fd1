// Kept with scripts/tally-tests.mjs: one parser per runner's JSON.
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

/** Names of failed tests, so a CI log that only keeps the tail still says what broke. */
export function failures(report) {
  if (Array.isArray(report.testResults)) {
    const names = report.testResults.flatMap((file) =>
      (file.assertionResults ?? []).filter((test) => test.status === "failed").map((test) => test.fullName),
    );
    if (report.success === false && names.length === 0) names.push("(the run failed outside any test; see its log)");
    return names;
  }
  const names = (report.errors ?? []).map((error) => `(run error) ${firstLine(error.message)}`);
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "unexpected") names.push([...trail, spec.title, `[${test.projectName}]`].join(" › "));
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return names;
}

function firstLine(text = "") {
  return text.split("\n")[0].slice(0, 200);
}
