// Reads one runner's JSON report: Vitest's (unit and Storybook) or Playwright's.

/** Vitest's JSON has numPassedTests; Playwright's has stats.expected/unexpected/flaky. */
export function count(report) {
  if (typeof report.numPassedTests === "number") {
    return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
  }
  if (report.stats && typeof report.stats.expected === "number") {
    const { expected, unexpected, flaky, skipped } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped };
  }
  throw new Error("Unrecognised report format");
}

/** Names of failed tests, so a CI log that only keeps the tail still says what broke. */
export function failures(report) {
  if (Array.isArray(report.testResults)) {
    return report.testResults.flatMap((file) =>
      (file.assertionResults ?? []).filter((test) => test.status === "failed").map((test) => test.fullName),
    );
  }
  const names = [];
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
