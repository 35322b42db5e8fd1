// Kept with scripts/tally-tests.mjs: which reports a full run must leave.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

// Which report files a full `pnpm test` writes, so the tally can tell a runner that never reported
// (it crashed, or never started) from one that passed: a missing report counts as a failure.

// Each test script of a package, and the report its runner writes, relative to the package.
const reportOfScript = {
  test: () => "reports/vitest.json",
  typecheck: () => "reports/typecheck.json",
  "test:types": () => "reports/types.json",

  "test:lint": () => "reports/lint.json",
  "test:format": () => "reports/format.json",
  "test:knip": () => "reports/knip.json",
  "test:deps": () => "reports/deps.json",
  "test:graph": () => "reports/graph.json",
  "test:e2e": (buildDir) => `reports/e2e-${buildDir}.json`,
  "test:e2e:cloudflare": (buildDir) => `reports/e2e-cloudflare-${buildDir}.json`,
  "test:e2e:editor": () => "reports/e2e-editor.json",
  "test:e2e:receivers": () => "reports/e2e-receivers.json",
  "test:hosts": () => "reports/hosts.json",
  "test:stories": () => "reports/stories.json",
  "test:scripts": () => "reports/scripts.json",
  "test:size": () => "reports/size.json",
  "test:html": () => "reports/html.json",
  "test:packages": () => "reports/packages.json",
  "test:storybook-build": () => "reports/storybook-build.json",
};

/**
 * The reports expected from `workspaces` ({ dir, scripts } per package.json, the root's included),
 * as paths joined onto each dir. `buildDir` is the site build the e2e run tests ($SITE_BUILD_DIR).
 */
export function expectedReports(workspaces, buildDir = "build") {
  return workspaces.flatMap(({ dir, scripts }) =>
    Object.entries(scripts ?? {})
      .filter(([name, command]) => name in reportOfScript && !runsOthers(command))
      .map(([name]) => `${dir}/${reportOfScript[name](buildDir)}`),
  );
}

/** A script that only runs the others (turbo, or the bootstrap in front of the root's `test`): it writes no report itself. */
export function runsOthers(command) {
  return command.startsWith("turbo ") || command.includes("scripts/bootstrap/");
}

/** The repo's workspaces (the root, apps/*, packages/*, tooling/*) as { dir, scripts }, dirs relative to `root`. */
export function readWorkspaces(root) {
  const dirs = [
    ".",
    ...["apps", "packages", "tooling"].flatMap((group) =>
      readdirSync(path.join(root, group)).map((name) => `${group}/${name}`),
    ),
  ];
  return dirs
    .filter((dir) => existsSync(path.join(root, dir, "package.json")))
    .map((dir) => ({ dir, scripts: JSON.parse(readFileSync(path.join(root, dir, "package.json"), "utf8")).scripts }));
}
