import { describe, expect, test } from "vitest";
import { expectedReports } from "./expected-reports.mjs";

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
      "packages/content/reports/typecheck.json",
    ]);
  });

  test("expects nothing of a package without tests", () => {
    expect(expectedReports([{ dir: "packages/tokens", scripts: { build: "tsc" } }, { dir: "docs" }])).toEqual([]);
  });
});
