// `pnpm bench:compare [DIR] [BASE_DIR]`: the medians of a Lighthouse CI run saved to disk (its
// filesystem upload: manifest.json and one report JSON per run; default reports/bench/lhci) and,
// given a second such folder, ours against it. Kept because LHCI compares runs only in its server
// (`lhci server`, a database and a UI); its filesystem output has every run but prints no table.
// `pnpm bench` prints the medians after its assertions; docs/performance.md says how to measure a
// base commit into a folder of its own.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { budgetExceptions, loadBudgets } from "../size/budgets.mjs";
import { formatTable } from "../size/format-table.mjs";
import { comparisonHeader, comparisonRows, medianHeader, medianRows, mediansByRoute } from "./lhci-medians.mjs";

const root = path.resolve(import.meta.dirname, "../..");

/** Every run's Lighthouse result in an LHCI filesystem output folder. */
function readRuns(dir) {
  const manifest = path.join(dir, "manifest.json");
  if (!existsSync(manifest)) {
    console.error(`No ${path.relative(root, manifest) || manifest}: run \`pnpm bench\` (or \`lhci autorun\`) first.`);
    process.exit(1);
  }
  // The manifest's paths are absolute where the run wrote them; the files sit beside it. Two runs
  // of a page within the same second share a file name (LHCI's pattern), so each file counts once.
  const files = new Set(JSON.parse(readFileSync(manifest, "utf8")).map((entry) => path.basename(entry.jsonPath)));
  return [...files].map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")));
}

const [dir = path.join(root, "reports/bench/lhci"), baseDir] = process.argv.slice(2);
const runs = readRuns(dir);
const ours = mediansByRoute(runs);
console.log(
  `\nLighthouse ${runs[0]?.lighthouseVersion ?? "?"} (mobile, simulated throttling), ${dir}: each figure the median of its runs;` +
    ` JS KB is what Lighthouse saw transferred (compressed as served). Timings on a shared machine are noisy.\n`,
);
console.log(formatTable(medianHeader, medianRows(ours)));
const exceptions = budgetExceptions(loadBudgets(path.join(root, "budgets.json")));
if (exceptions.length > 0) console.log(`\nStated exceptions (budgets.json "why"):\n  ${exceptions.join("\n  ")}`);
if (baseDir) {
  console.log(`\nAgainst ${baseDir} (ours / base; × = ours ÷ base, lower is better):\n`);
  console.log(formatTable(comparisonHeader, comparisonRows(ours, mediansByRoute(readRuns(baseDir)))));
}
