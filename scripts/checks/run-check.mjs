#!/usr/bin/env node
// Kept: tsc, ESLint, Prettier, knip, manypkg and dependency-cruiser write no Vitest-shaped JSON,
// which is what the tally counts; this turns any command's exit code into one such test.
/**
 * Runs one whole-tree check (a type check, a format check) as a test the CI tally can count:
 * `node scripts/checks/run-check.mjs <name> -- <command …>` runs the command, prints its output,
 * and writes reports/<name>.json in Vitest's JSON shape: one test, passed when the command exits
 * 0, failed (with the command's last lines as its message) otherwise. Exits with the command's code.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { writeCheckSummary } from "../tally/check-summary.mjs";

const separator = process.argv.indexOf("--");
const name = process.argv[2];
const command = process.argv.slice(separator + 1);
if (!name || separator < 0 || command.length === 0) {
  console.error("Usage: run-check.mjs <name> -- <command> [args…]");
  process.exit(2);
}

const result = spawnSync(command[0], command.slice(1), { encoding: "utf8", shell: false, maxBuffer: 64 * 1024 * 1024 });
const output = `${result.stdout ?? ""}${result.stderr ?? ""}${result.error ? String(result.error) : ""}`;
process.stdout.write(output);
const passed = result.status === 0;
// Named after the workspace it ran in, so a failure in CI's log says where to look.
const workspace = JSON.parse(readFileSync("package.json", "utf8")).name;
const title = `${workspace} ${name}: ${command.join(" ")}`;

writeCheckSummary(path.join("reports", `${name}.json`), [
  { title, passed, message: output.trim().split("\n").slice(-40).join("\n") },
]);
console.log(`${title}: ${passed ? "passed" : "failed"} → reports/${name}.json`);
process.exit(result.status ?? 1);
