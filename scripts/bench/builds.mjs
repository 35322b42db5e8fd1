import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { htmlFileFor, measureRoute } from "../size/measure-route.mjs";
import { buildDirName, clientDir as siteClientDir, siteDir } from "../size/route-table.mjs";

const root = path.resolve(siteDir, "../..");

/** Runs a command, collecting its output; resolves with the exit code and the output. */
function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ code: -1, output: `${output}${error.message}\n` }));
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** The lines of a failed build's log worth showing: from the first error on, not Vite's list of watched files. */
export function buildErrorLines(output, max = 4) {
  const lines = output.split("\n").map((line) => line.trimEnd());
  const first = lines.findIndex((line) => /✗|error/i.test(line));
  if (first === -1) return lines.filter(Boolean).slice(-max);
  // Indented lines are the error object's fields and stack, which only repeat the message.
  return lines
    .slice(first)
    .filter((line) => line !== "" && !/^\s/.test(line) && !/^[\]})]+$/.test(line))
    .slice(0, max);
}

/** `pnpm --filter @grand-river/site build`, the same command CI and `pnpm start` build with (into `SITE_BUILD_DIR` when set). */
export async function buildSite() {
  // For the local inbox, as the tests build: the bench measures pages, not where their forms post.
  const env = { ...process.env, WEBHOOK_LOCAL_INBOX: "1" };
  const { code, output } = await run("pnpm", ["--filter", "@grand-river/site", "build"], { cwd: root, env });
  return code === 0 ? { ok: true } : { ok: false, errors: buildErrorLines(output) };
}

// Inside the repository (git-ignored) rather than the system temp folder: Vite allows files from
// the workspace it finds above the project, and vanilla-extract cannot load packages/*/ otherwise.
const workDir = path.join(root, "reports/bench/.work");

/**
 * An empty stand-in for apps/site under a new scratch directory, at the same depth as in the
 * repository (so "../../tsconfig.base.json" still resolves) and sharing its node_modules.
 */
function tempSiteDir(prefix) {
  mkdirSync(workDir, { recursive: true });
  const tempRoot = mkdtempSync(path.join(workDir, prefix));
  const dir = path.join(tempRoot, path.relative(root, siteDir));
  mkdirSync(dir, { recursive: true });
  symlinkSync(path.join(siteDir, "node_modules"), path.join(dir, "node_modules"), "dir");
  symlinkSync(path.join(root, "tsconfig.base.json"), path.join(tempRoot, "tsconfig.base.json"));
  const dispose = () => {
    rmSync(tempRoot, { recursive: true, force: true });
    if (readdirSync(workDir).length === 0) rmSync(workDir, { recursive: true, force: true });
  };
  return { dir, dispose };
}

/**
 * A private copy of the built site with its own copy of scripts/serve.mjs and its modules (which serve the
 * build/client beside it), so another helper rebuilding apps/site mid-bench can neither stop the
 * server nor mix two builds into one table. Returns { siteDir, clientDir, dispose }, or
 * { failed: reason } when the build changed while it was being copied.
 */
export function snapshotSite(routes) {
  const snapshot = tempSiteDir("site-");
  // Same folder name as the original: the copied serve.mjs reads SITE_BUILD_DIR too.
  const clientDir = path.join(snapshot.dir, buildDirName, "client");
  cpSync(siteClientDir, clientDir, { recursive: true });
  // The build's record of each island's files, which the size measure reads beside the client folder.
  const islandFiles = path.join(siteClientDir, "..", "islands.json");
  if (existsSync(islandFiles)) cpSync(islandFiles, path.join(clientDir, "..", "islands.json"));
  cpSync(path.join(siteDir, "scripts/serve.mjs"), path.join(snapshot.dir, "scripts/serve.mjs"));
  cpSync(path.join(siteDir, "scripts/serve"), path.join(snapshot.dir, "scripts/serve"), { recursive: true });
  // A copy taken during someone's rebuild lacks files its pages load; the size check's walk finds them.
  const missing = [path.join(clientDir, "404.html"), ...routes.map((route) => htmlFileFor(clientDir, route))]
    .filter((file) => !existsSync(file))
    .map((file) => path.relative(clientDir, file));
  for (const route of routes) {
    if (existsSync(htmlFileFor(clientDir, route))) missing.push(...measureRoute(clientDir, route).missing);
  }
  if (missing.length > 0) {
    snapshot.dispose();
    return {
      failed: `the build is incomplete (was it being rebuilt?): missing ${[...new Set(missing)].slice(0, 5).join(", ")}`,
    };
  }
  return { siteDir: snapshot.dir, clientDir, dispose: snapshot.dispose };
}

/** The commit `ref` names, or undefined when git does not know it. */
async function resolveCommit(ref) {
  const { code, output } = await run("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { cwd: root });
  return code === 0 ? output.trim() : undefined;
}

/**
 * Builds the site as it was at `ref` (the previous architecture, see baseline.mjs) in a git
 * worktree of its own, with that commit's dependencies installed from pnpm's store (no network), so
 * apps/site/build is never touched. Resolves with { siteDir, clientDir, commit, dispose }, where
 * siteDir is the worktree's apps/site (its scripts/serve.mjs serves its build), or { skipped: reason }.
 */
export async function buildBaseline(ref) {
  const commit = await resolveCommit(ref);
  if (!commit)
    return {
      skipped: `git knows no commit "${ref}" here (a shallow clone?); pass --baseline <ref> or --skip-baseline.`,
    };
  mkdirSync(workDir, { recursive: true });
  const tree = mkdtempSync(path.join(workDir, "baseline-"));
  rmSync(tree, { recursive: true });
  const added = await run("git", ["worktree", "add", "--detach", tree, commit], { cwd: root });
  // Synchronous, so it completes even when a signal ends the bench.
  const dispose = () => {
    spawnSync("git", ["worktree", "remove", "--force", tree], { cwd: root, stdio: "ignore" });
    rmSync(tree, { recursive: true, force: true });
    spawnSync("git", ["worktree", "prune"], { cwd: root, stdio: "ignore" });
    if (existsSync(workDir) && readdirSync(workDir).length === 0) rmSync(workDir, { recursive: true, force: true });
  };
  if (added.code !== 0) {
    dispose();
    return { skipped: `git worktree add failed: ${buildErrorLines(added.output).join(" | ")}` };
  }
  const env = { ...process.env, CI: "true", SITE_BUILD_DIR: "build", WEBHOOK_LOCAL_INBOX: "1" };
  const installed = await run("pnpm", ["install", "--frozen-lockfile", "--offline"], { cwd: tree, env });
  if (installed.code !== 0) {
    dispose();
    return {
      skipped: `installing ${ref}'s dependencies failed (offline, from pnpm's store): ${buildErrorLines(installed.output).join(" | ")}`,
    };
  }
  const built = await run("pnpm", ["--filter", "@grand-river/site", "build"], { cwd: tree, env });
  if (built.code !== 0) {
    dispose();
    return { skipped: `building ${ref} failed: ${buildErrorLines(built.output).join(" | ")}` };
  }
  const siteDir = path.join(tree, path.relative(root, path.join(root, "apps/site")));
  return { siteDir, clientDir: path.join(siteDir, "build/client"), commit, dispose };
}
