import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { count, failures } from "../tally/read-report.mjs";

const runCheck = path.resolve(import.meta.dirname, "run-check.mjs");

/** Runs run-check.mjs in a fresh workspace folder; returns its exit code and the report it wrote. */
function check(name, command) {
  const cwd = mkdtempSync(path.join(tmpdir(), "run-check-"));
  writeFileSync(path.join(cwd, "package.json"), JSON.stringify({ name: "@example/app" }));
  let status = 0;
  try {
    execFileSync("node", [runCheck, name, "--", ...command], { cwd, stdio: "pipe" });
  } catch (error) {
    status = error.status;
  }
  return { status, report: JSON.parse(readFileSync(path.join(cwd, "reports", `${name}.json`), "utf8")) };
}

describe("run-check", () => {
  it("counts a command that exits 0 as one passed test", () => {
    const { status, report } = check("types", ["node", "-e", "process.exit(0)"]);
    expect(status).toBe(0);
    expect(count(report)).toEqual({ passed: 1, failed: 0, skipped: 0 });
  });

  it("counts a command that fails as one failed test, named with its workspace, and fails itself", () => {
    const { status, report } = check("types", [
      "node",
      "-e",
      "console.error('src/a.ts(1,7): error TS2322'); process.exit(2)",
    ]);
    expect(status).toBe(2);
    expect(count(report)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(failures(report)).toEqual([
      {
        name: expect.stringMatching(
          /› @example\/app types: node -e console\.error\('src\/a\.ts\(1,7\): error TS2322'\); process\.exit\(2\)$/,
        ),
        reason: expect.stringContaining("error TS2322"),
      },
    ]);
    expect(report.testResults[0].assertionResults[0].failureMessages[0]).toContain("error TS2322");
  });

  it("counts a command that cannot start at all as a failed test, and fails itself", () => {
    const { status, report } = check("lint", ["no-such-command-anywhere"]);
    expect(status).not.toBe(0);
    expect(count(report)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(failures(report)).toEqual([
      {
        name: expect.stringMatching(/› @example\/app lint: no-such-command-anywhere$/),
        reason: expect.stringContaining("ENOENT"),
      },
    ]);
    expect(report.testResults[0].assertionResults[0].failureMessages[0]).toContain("ENOENT");
  });
});
