// Kept with scripts/html-check.mjs: the checker's JSON lists messages, not a verdict per file.
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * One check per built page from the Nu HTML Checker's JSON report (`--format json`): a page passes
 * when the checker raised no error on it. `files` are absolute paths; `root` makes their names short.
 * A message the checker could not tie to a page (a crash, a bad argument) fails a check of its own,
 * so a checker that broke can never read as a clean run.
 */
export function checksFromReport(report, files, root) {
  const errorsByFile = new Map(files.map((file) => [file, []]));
  const unplaced = [];
  for (const message of report.messages ?? []) {
    if (message.type !== "error" && !(message.type === "non-document-error")) continue;
    const file = message.url?.startsWith("file:") ? fileURLToPath(message.url) : undefined;
    const line = `${message.lastLine ? `line ${message.lastLine}: ` : ""}${message.message}`;
    if (file && errorsByFile.has(file)) errorsByFile.get(file).push(line);
    else unplaced.push(line);
  }
  const checks = [...errorsByFile].map(([file, errors]) => ({
    page: path.relative(root, file),
    passed: errors.length === 0,
    errors,
  }));
  if (unplaced.length > 0) checks.push({ page: "(the checker itself)", passed: false, errors: unplaced });
  return checks;
}
