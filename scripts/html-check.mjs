// Kept: vnu-jar ships the W3C checker's jar and nothing to run it over a build or report per file for
// the tally (html-validate is another linter with rules of its own, not the W3C conformance checker).
// `pnpm test:html`: the W3C Nu HTML Checker (vnu.jar from the vnu-jar package, run on Debian's
// Java: default-jre-headless) over every HTML file the site's build writes: pages, redirect pages
// and 404.html. Any error fails; warnings do not. Writes a summary that scripts/tally-tests.mjs
// counts, one check per file. Exits 1 on any error.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import vnuJar from "vnu-jar";
import { checksFromReport } from "./html/checks.mjs";
import { clientDir } from "./size/route-table.mjs";
import { writeCheckSummary } from "./tally/check-summary.mjs";

const root = path.resolve(import.meta.dirname, "..");
const summaryFile = path.join(root, "reports/html.json");
const relative = (file) => path.relative(root, file);

const writeSummary = (checks) =>
  writeCheckSummary(summaryFile, checks, (check) => ({
    title: `Nu HTML Checker: ${check.page}`,
    message: check.errors.join("\n"),
  }));

if (!existsSync(path.join(clientDir, "index.html"))) {
  console.error(`No build at ${relative(clientDir)}: run \`pnpm --filter @grand-river/site build\` first.`);
  writeSummary([{ page: "*", passed: false, errors: ["no build"] }]);
  process.exit(1);
}

const files = readdirSync(clientDir, { recursive: true })
  .filter((file) => file.endsWith(".html"))
  .map((file) => path.join(clientDir, file))
  .sort();
// The checker's CSS grammar lags the HTML it knows: it rejects the view-transition rules (CSS View
// Transitions, in every engine the site targets), which the site's one stylesheet uses for page-to-
// page cross-fades, and the scroll-driven animation that makes the sticky header opaque once the
// page scrolls with scripts off (engines without it get the opaque bar). Those messages are set
// aside, by their exact words; nothing else is.
const knownCssGaps = [
  "CSS: “view-transition-name”: Property “view-transition-name” doesn't exist.",
  "CSS: Unrecognized at-rule “@view-transition”",
  "CSS: “animation-timeline”: Property “animation-timeline” doesn't exist.",
  "CSS: “animation-range”: Property “animation-range” doesn't exist.",
];
const filterPattern = knownCssGaps.map((message) => message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
const java = spawnSync(
  "java",
  ["-jar", vnuJar, "--format", "json", "--errors-only", "--filterpattern", filterPattern, ...files],
  {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  },
);
if (java.error || (java.status !== 0 && java.status !== 1)) {
  const reason = java.error?.message ?? java.stderr.trim().split("\n").slice(0, 3).join(" | ");
  console.error(`The Nu HTML Checker did not run (${reason}). It needs Java: apt-get install default-jre-headless.`);
  writeSummary([{ page: "*", passed: false, errors: [`checker did not run: ${reason}`] }]);
  process.exit(1);
}

// With --format json the checker writes its report to stderr.
const checks = checksFromReport(JSON.parse(java.stderr || "{}"), files, clientDir);
for (const check of checks.filter((c) => !c.passed)) {
  console.log(`${check.page}:`);
  for (const error of check.errors) console.log(`  ${error}`);
}
const failed = writeSummary(checks);
console.log(
  `Nu HTML Checker over ${files.length} files from ${relative(clientDir)}: ${checks.length - failed} valid, ${failed} with errors → ${relative(summaryFile)}`,
);
process.exit(failed === 0 ? 0 : 1);
