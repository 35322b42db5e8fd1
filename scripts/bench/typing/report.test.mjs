import assert from "node:assert/strict";
import path from "node:path";
import { test } from "vitest";
import { loadBudgets } from "../../size/budgets.mjs";
import { charactersKept, longestEntry, summarizeRuns, typingBudgetReport, typingTable } from "./report.mjs";

const typed = "hello";
const run = (longestMs, value = typed) => ({
  typed,
  value,
  kept: charactersKept(typed, value),
  longest: longestMs === null ? null : { ms: longestMs, event: "keydown" },
});

test.each([
  ["hello", "hello", 5],
  ["hello", "llo", 3],
  ["hello", "lo", 2],
  ["hello", "", 0],
  ["hello", "hxexlxlxo", 5],
  ["hello", "olleh", 2],
  ["hello", "he", 2],
])("of %j typed, %j kept %i characters in order", (typedText, value, kept) => {
  assert.equal(charactersKept(typedText, value), kept);
});

test("the longest Event Timing entry is reported with its event, and none when nothing took 16 ms", () => {
  assert.deepEqual(
    longestEntry([
      { name: "pointerdown", duration: 40 },
      { name: "keydown", duration: 88 },
      { name: "input", duration: 24 },
    ]),
    { ms: 88, event: "keydown" },
  );
  assert.equal(longestEntry([]), null);
});

test("a page's runs give the median of each run's longest event, the worst, and the runs that kept everything", () => {
  const summary = summarizeRuns([run(40), run(120, "llo"), run(64), run(null), { typed, error: "timeout" }]);

  assert.deepEqual(summary, {
    runs: 5,
    measured: 4,
    // 0 (no entry of 16 ms or more), 40, 64, 120: the median of four is halfway between 40 and 64.
    longestInputMs: 52,
    worstInputMs: 120,
    worstEvent: "keydown",
    keptAll: 3,
    fewestKept: 3,
    typedLength: 5,
  });
});

const scenarios = [
  { route: "/contact", path: "/contact" },
  { route: "/ai-report", path: "/ai-report?payment=success" },
];
const budgets = { routes: { "*": { longestInputMs: 100, lcpMs: 1200 } } };

test("each page is checked against its longestInputMs budget, and a lost character is named as well", () => {
  const report = typingBudgetReport(
    scenarios,
    {
      "/contact": summarizeRuns([run(40), run(60), run(80)]),
      "/ai-report": summarizeRuns([run(140), run(150, "hel"), run(90)]),
    },
    budgets,
  );

  assert.deepEqual(report.misses, [
    "/ai-report?payment=success: longest input event 140 ms > 100 ms",
    "/ai-report?payment=success: characters lost in 1 of 3 runs",
  ]);
  assert.deepEqual(
    report.checks["/contact"].map((check) => [check.key, check.passed]),
    [["longestInputMs", true]],
  );
});

test("with every budget met and every character kept, the report says so", () => {
  const report = typingBudgetReport(
    scenarios,
    { "/contact": summarizeRuns([run(40)]), "/ai-report": summarizeRuns([run(30)]) },
    budgets,
  );
  assert.deepEqual(report.misses, []);
  assert.deepEqual(report.lines, ["all budgets met, every character kept"]);
});

test("the repository's budgets hold every form page to 100 ms", () => {
  const repo = loadBudgets(path.resolve(import.meta.dirname, "../../../budgets.json"));
  const summaries = Object.fromEntries(["/contact", "/ai-report"].map((route) => [route, summarizeRuns([run(101)])]));
  assert.equal(typingBudgetReport(scenarios, summaries, repo).misses.length, 2);
});

test("the table shows a row per page with its median, floor, worst run and characters kept", () => {
  const table = typingTable(
    scenarios.slice(0, 1),
    { "/contact": summarizeRuns([run(40), run(72, "llo"), run(60)]) },
    { "/contact": 32 },
  );
  const [header, , row] = table.split("\n");
  assert.match(
    header,
    /^page\s+longest input ms \(median\)\s+floor ms\s+worst run ms\s+its event\s+fewest chars kept\s+runs keeping all$/,
  );
  assert.deepEqual(row.split(/\s{2,}/), ["/contact", "60", "32", "72", "keydown", "3/5", "2 of 3"]);
});
