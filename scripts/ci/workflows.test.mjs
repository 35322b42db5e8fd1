import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ciRunChecks, workflowChecks } from "./test-commands.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file) => readFileSync(path.join(root, file), "utf8");
const rootScripts = JSON.parse(read("package.json")).scripts;

describe("GitHub's CI and .ci/run", () => {
  it("run the same turbo tasks and the same scripts", () => {
    expect(workflowChecks(read(".github/workflows/ci.yml"))).toEqual(ciRunChecks(read(".ci/run"), rootScripts));
  });

  it("differ when the workflow leaves out a task or a script", () => {
    const ciRun = "npm test\npnpm test:receivers || status=1\n";
    const scripts = { "test:all": "WEBHOOK_LOCAL_INBOX=1 turbo run typecheck test test:e2e --continue --summarize" };
    const workflow =
      "    steps:\n      - run: pnpm install --frozen-lockfile\n      - run: pnpm turbo run typecheck test $AFFECTED\n";
    expect(ciRunChecks(ciRun, scripts)).toEqual({
      tasks: ["test", "test:e2e", "typecheck"],
      scripts: ["test:receivers"],
    });
    expect(workflowChecks(workflow)).toEqual({ tasks: ["test", "typecheck"], scripts: [] });
  });

  it("both send the forms to the local inbox the tests start", () => {
    expect(rootScripts["test:all"]).toMatch(/^WEBHOOK_LOCAL_INBOX=1 /);
    expect(read(".github/workflows/ci.yml")).toMatch(/^ {2}WEBHOOK_LOCAL_INBOX: 1$/m);
  });
});
