// Kept: no library totals Vitest's and Playwright's JSON reports across workspaces and counts a report
// that never arrived as a failure; merging JUnit files would still need both.
// Totals every test runner's JSON report into the one closing line CI reads: "N passed, N failed".
// Vitest (unit and Storybook) and Playwright each write reports/*.json in their package; the checks
// whose tools write no report (tsc, ESLint…) count from their exit codes in turbo's run summary.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expectedChecks, expectedReports, readWorkspaces } from "./tally/expected-reports.mjs";
import { count, failures } from "./tally/read-report.mjs";
import { checkResults, latestRunSummary } from "./tally/run-summary.mjs";

const root = path.resolve(import.meta.dirname, "..");
const reportDirs = [
  path.join(root, "reports"),
  ...["apps", "packages"].flatMap((group) =>
    readdirSync(path.join(root, group)).map((name) => path.join(root, group, name, "reports")),
  ),
];

let passed = 0;
let failed = 0;
let skipped = 0;
for (const dir of reportDirs.filter((d) => existsSync(d))) {
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    const counts = count(report);
    console.log(
      `${path.relative(root, path.join(dir, file))}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
    );
    for (const { name, reason } of failures(report)) {
      console.log(`  failed: ${name}`);
      if (reason) console.log(`    because: ${reason}`);
    }
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
}
const workspaces = readWorkspaces(root);
const summary = latestRunSummary(root);
const checks = checkResults(summary, expectedChecks(workspaces), root);
const checksFailed = checks.filter((check) => !check.passed);
console.log(
  `${summary ? path.relative(root, summary.file) : "(no turbo run summary)"}: ${checks.length - checksFailed.length} checks passed, ${checksFailed.length} failed`,
);
for (const { name, reason } of checksFailed) {
  console.log(`  failed: ${name}`);
  if (reason) console.log(`    because: ${reason}`);
}
passed += checks.length - checksFailed.length;
failed += checksFailed.length;
// A runner that crashed or never started writes no report; that is a failure, not a silent zero.
for (const report of expectedReports(workspaces, process.env.SITE_BUILD_DIR ?? "build")) {
  if (existsSync(path.join(root, report))) continue;
  console.log(`${path.normalize(report)}: missing, counted as 1 failed (its runner never reported)`);
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
