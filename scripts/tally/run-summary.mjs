// Kept with scripts/tally-tests.mjs: the checks that write no report, read from turbo's own record.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { checkScripts } from "./expected-reports.mjs";

/**
 * The summary turbo wrote of its latest run under `root` (`turbo run … --summarize` writes
 * .turbo/runs/<id>.json, each task with its exit code and log), or undefined when none did.
 */
export function latestRunSummary(root) {
  const runs = path.join(root, ".turbo", "runs");
  if (!existsSync(runs)) return undefined;
  const latest = readdirSync(runs)
    .filter((file) => file.endsWith(".json"))
    .map((file) => path.join(runs, file))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
    .at(-1);
  return latest && { file: latest, ...JSON.parse(readFileSync(latest, "utf8")) };
}

/**
 * Each check of `summary` (a task running one of `checkScripts`: tsc, ESLint, Prettier…, tools
 * that write no report of their own) as { name, passed, reason }: passed when its task exited 0
 * (a cache hit replays a pass; turbo caches no failure), else failed with its log's errors. A check
 * in `expected` (turbo task ids) that the summary lacks never ran: failed too.
 */
export function checkResults(summary, expected, root) {
  const tasks = (summary?.tasks ?? []).filter((task) => checkScripts.includes(task.task));
  const ran = tasks.map(({ taskId, execution, logFile }) => {
    const exitCode = execution?.exitCode;
    if (exitCode === 0) return { name: taskId, passed: true, reason: "" };
    const reason =
      typeof exitCode === "number" ? logErrors(path.join(root, logFile ?? "")) : "turbo listed it but never ran it";
    return { name: taskId, passed: false, reason };
  });
  const missing = expected
    .filter((id) => !tasks.some((task) => task.taskId === id))
    .map((name) => ({ name, passed: false, reason: "it never ran (no turbo run summary lists it)" }));
  return [...ran, ...missing];
}

/** A failed check's error lines from its log (or its last lines), without colours, in one line. */
function logErrors(file) {
  if (!existsSync(file) || !statSync(file).isFile()) return "";
  const lines = stripVTControlCharacters(readFileSync(file, "utf8"))
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.includes("ELIFECYCLE"));
  const errors = lines.filter((line) => /error|✖|\[warn\]/i.test(line));
  return (errors.length > 0 ? errors.slice(0, 6) : lines.slice(-6)).join(" | ").slice(0, 600);
}
