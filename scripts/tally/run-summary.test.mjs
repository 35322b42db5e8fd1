import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { checkResults, latestRunSummary } from "./run-summary.mjs";

let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A repo folder with `logs` (path → text) written into it. */
function repo(logs = {}) {
  root = mkdtempSync(path.join(tmpdir(), "run-summary-"));
  for (const [file, text] of Object.entries(logs)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** One task of a turbo run summary, as `turbo run --summarize` writes it. */
const task = (taskId, exitCode, cache = "MISS") => {
  const [pkg, name] = taskId.split("#");
  const directory = pkg === "//" ? "" : `packages/${pkg.split("/").at(-1)}`;
  return {
    taskId,
    task: name,
    package: pkg,
    cache: { status: cache },
    logFile: path.join(directory, `.turbo/turbo-${name.replace(":", "$colon$")}.log`),
    execution: { startTime: 1, endTime: 2, exitCode },
  };
};

describe("checkResults", () => {
  test("counts a package's failing type check as failed, naming it with the errors from its log", () => {
    const dir = repo({
      "packages/ui/.turbo/turbo-typecheck.log":
        "\u001b[2m> tsc -p tsconfig.json\u001b[22m\nsrc/Button/Button.tsx(3,7): error TS2322: Type 'number' is not assignable to type 'string'.\n ELIFECYCLE  Command failed with exit code 2.\n",
    });
    const summary = {
      tasks: [
        task("@grand-river/ui#typecheck", 2),
        task("@grand-river/forms#typecheck", 0),
        task("//#test:lint", 0, "HIT"),
        // A runner that writes its own report is counted from that report, not here.
        task("@grand-river/ui#test", 1),
        task("@grand-river/site#build", 0),
      ],
    };

    const checks = checkResults(
      summary,
      ["@grand-river/ui#typecheck", "@grand-river/forms#typecheck", "//#test:lint"],
      dir,
    );

    expect(checks).toEqual([
      {
        name: "@grand-river/ui#typecheck",
        passed: false,
        reason: "src/Button/Button.tsx(3,7): error TS2322: Type 'number' is not assignable to type 'string'.",
      },
      { name: "@grand-river/forms#typecheck", passed: true, reason: "" },
      { name: "//#test:lint", passed: true, reason: "" },
    ]);
  });

  test("counts an expected check that the run never started as failed", () => {
    const dir = repo();
    const summary = { tasks: [task("@grand-river/forms#typecheck", 0)] };

    expect(checkResults(summary, ["@grand-river/forms#typecheck", "//#test:format"], dir)).toEqual([
      { name: "@grand-river/forms#typecheck", passed: true, reason: "" },
      { name: "//#test:format", passed: false, reason: "it never ran (no turbo run summary lists it)" },
    ]);
    expect(checkResults(undefined, ["//#test:format"], dir)).toEqual([
      { name: "//#test:format", passed: false, reason: "it never ran (no turbo run summary lists it)" },
    ]);
  });

  test("counts a check that turbo listed but never ran (its dependency failed) as failed", () => {
    const dir = repo();
    const summary = { tasks: [{ ...task("@grand-river/site#typecheck", 0), execution: undefined }] };

    expect(checkResults(summary, ["@grand-river/site#typecheck"], dir)).toEqual([
      { name: "@grand-river/site#typecheck", passed: false, reason: "turbo listed it but never ran it" },
    ]);
  });
});

describe("latestRunSummary", () => {
  test("reads the newest summary turbo wrote, or nothing when no run left one", () => {
    const dir = repo({
      ".turbo/runs/older.json": JSON.stringify({ tasks: [task("//#test:lint", 1)] }),
      ".turbo/runs/newer.json": JSON.stringify({ tasks: [task("//#test:lint", 0)] }),
    });
    utimesSync(path.join(dir, ".turbo/runs/older.json"), new Date(1000), new Date(1000));

    const summary = latestRunSummary(dir);

    expect(summary?.file).toBe(path.join(dir, ".turbo/runs/newer.json"));
    expect(summary?.tasks[0].execution.exitCode).toBe(0);
    expect(latestRunSummary(path.join(dir, "elsewhere"))).toBeUndefined();
  });
});
