import path from "node:path";
import { describe, expect, test } from "vitest";
import { expectedChecks, expectedReports, readWorkspaces, runsOthers } from "./expected-reports.mjs";

describe("expectedReports", () => {
  test("expects one report per test script, where each runner writes it, and none from turbo itself", () => {
    const workspaces = [
      {
        dir: ".",
        scripts: {
          test: "node scripts/bootstrap/run.mjs test",
          "test:all": "turbo run test",
          "test:stories": "vitest",
          "test:size": "node size",
          "test:packages": "vitest",
          build: "turbo",
        },
      },
      { dir: "apps/site", scripts: { test: "vitest run", "test:e2e": "playwright test" } },
      { dir: "packages/content", scripts: { test: "vitest run", typecheck: "tsc" } },
    ];

    expect(expectedReports(workspaces, "build-x")).toEqual([
      "./reports/stories.json",
      "./reports/size.json",
      "./reports/packages.json",
      "apps/site/reports/vitest.json",
      "apps/site/reports/e2e-build-x.json",
      "packages/content/reports/vitest.json",
    ]);
  });

  test("expects each check whose tool writes no report as a turbo task, the root's named //", () => {
    const workspaces = [
      { dir: ".", name: "site-repo", scripts: { "test:lint": "eslint .", typecheck: "turbo run typecheck" } },
      { dir: "packages/content", name: "@example/content", scripts: { test: "vitest run", typecheck: "tsc" } },
    ];

    expect(expectedChecks(workspaces)).toEqual(["//#test:lint", "@example/content#typecheck"]);
    expect(expectedReports(workspaces)).toEqual(["packages/content/reports/vitest.json"]);
  });

  test("expects nothing of a package without tests", () => {
    expect(expectedReports([{ dir: "packages/tokens", scripts: { build: "tsc" } }, { dir: "docs" }])).toEqual([]);
  });

  test("expects a report or a check from every workspace that has each task `pnpm test` runs", () => {
    const workspaces = readWorkspaces(path.resolve(import.meta.dirname, "../.."));
    const root = workspaces.find((workspace) => workspace.dir === ".");
    const tasks = root.scripts["test:all"]
      // After any variables it sets for the run (WEBHOOK_LOCAL_INBOX=1).
      .replace(/^(\w+=\S*\s+)*turbo run /, "")
      .split(/\s+/)
      .filter((word) => !word.startsWith("--"));
    expect(tasks).toContain("test:lint");
    for (const task of tasks) {
      const running = workspaces.filter(
        (workspace) => workspace.scripts?.[task] !== undefined && !runsOthers(workspace.scripts[task]),
      );
      expect(running.length, `a workspace with a "${task}" script`).toBeGreaterThan(0);
      const only = running.map(({ dir, name, scripts }) => ({ dir, name, scripts: { [task]: scripts[task] } }));
      expect([...expectedReports(only), ...expectedChecks(only)], `reports of "${task}"`).toHaveLength(running.length);
    }
  });
});
