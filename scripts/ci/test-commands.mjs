// Kept: no tool compares a GitHub workflow's steps with a shell script's; this reads the two for
// scripts/ci/workflows.test.mjs, which fails when `.ci/run` and ci.yml run different checks.

/** The turbo tasks a command names (`turbo run a b --flag` gives a, b), or none when it runs no turbo. */
function turboTasks(command) {
  const words = command.split(/\s+/);
  const run = words.findIndex((word, index) => word === "run" && words[index - 1] === "turbo");
  if (run === -1) return [];
  return words.slice(run + 1).filter((word) => word !== "" && !word.startsWith("-") && !word.startsWith("$"));
}

/** The pnpm scripts a command runs (`pnpm test:receivers`, `pnpm run x`), turbo aside. */
function pnpmScripts(command) {
  return [...command.matchAll(/\bpnpm (?:run )?([\w:-]+)/g)]
    .map((match) => match[1])
    .filter((name) => !["turbo", "install", "exec", "-s"].includes(name));
}

/**
 * What `.ci/run` checks, as { tasks, scripts }: `npm test` is the root's `test:all` (through the
 * bootstrap), so its turbo tasks; the scripts are the pnpm scripts run beside it.
 */
export function ciRunChecks(ciRun, rootScripts) {
  const lines = ciRun.split("\n").filter((line) => !line.trim().startsWith("#"));
  const tasks = lines.some((line) => /^\s*npm test\b/.test(line)) ? turboTasks(rootScripts["test:all"]) : [];
  return { tasks: [...new Set(tasks)].sort(), scripts: [...new Set(lines.flatMap(pnpmScripts))].sort() };
}

/** What a workflow checks, as { tasks, scripts }: every `run:` step's turbo tasks and pnpm scripts. */
export function workflowChecks(workflow) {
  const runs = [...workflow.matchAll(/^\s*(?:- )?run: (.+)$/gm)].map((match) => match[1]);
  return {
    tasks: [...new Set(runs.flatMap(turboTasks))].sort(),
    scripts: [...new Set(runs.flatMap(pnpmScripts))].sort(),
  };
}
