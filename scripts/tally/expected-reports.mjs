// Kept with scripts/tally-tests.mjs: which reports and checks a full run must leave.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

// Which report files a full `pnpm test` writes, so the tally can tell a runner that never reported
// (it crashed, or never started) from one that passed: a missing report counts as a failure.

// Each test script of a package, and the report its runner writes, relative to the package.
const reportOfScript = {
  test: () => "reports/vitest.json",
  "test:e2e": (buildDir) => `reports/e2e-${buildDir}.json`,
  "test:e2e:editor": () => "reports/e2e-editor.json",
  "test:e2e:relay": () => "reports/e2e-relay.json",
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
 * The scripts whose tool (tsc, ESLint, Prettier, knip, manypkg, dependency-cruiser, actionlint) writes no
 * report: each is one check, counted from its task's exit code in turbo's run summary
 * (./run-summary.mjs).
 */
export const checkScripts = [
  "typecheck",
  "test:types",
  "test:lint",
  "test:format",
  "test:knip",
  "test:deps",
  "test:graph",
  "test:workflows",
];

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

/** The checks expected from `workspaces` ({ name, scripts } per package.json), as turbo names their tasks ("@grand-river/ui#typecheck", "//#test:lint" at the root). */
export function expectedChecks(workspaces) {
  return workspaces.flatMap(({ dir, name, scripts }) =>
    Object.entries(scripts ?? {})
      .filter(([script, command]) => checkScripts.includes(script) && !runsOthers(command))
      .map(([script]) => `${dir === "." ? "//" : name}#${script}`),
  );
}

/** A script that only runs the others (turbo, or the bootstrap in front of the root's `test`): it writes no report itself. */
export function runsOthers(command) {
  return command.startsWith("turbo ") || command.includes("scripts/bootstrap/");
}

/** The repo's workspaces (the root, apps/*, packages/*, tooling/*) as { dir, name, scripts }, dirs relative to `root`. */
export function readWorkspaces(root) {
  const dirs = [
    ".",
    ...["apps", "packages", "tooling"].flatMap((group) =>
      readdirSync(path.join(root, group)).map((name) => `${group}/${name}`),
    ),
  ];
  return dirs
    .filter((dir) => existsSync(path.join(root, dir, "package.json")))
    .map((dir) => {
      const { name, scripts } = JSON.parse(readFileSync(path.join(root, dir, "package.json"), "utf8"));
      return { dir, name, scripts };
    });
}
