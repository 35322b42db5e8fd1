import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from "node:fs";
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
  return lines.slice(first).filter((line) => line !== "" && !/^\s/.test(line) && !/^[\]})]+$/.test(line)).slice(0, max);
}

/** `pnpm --filter @grand-river/site build`, the same command CI and `pnpm start` build with (into `SITE_BUILD_DIR` when set). */
export async function buildSite() {
  const { code, output } = await run("pnpm", ["--filter", "@grand-river/site", "build"], { cwd: root });
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
 * A private copy of the built site with its own copy of scripts/serve.mjs (which serves the
 * build/client beside it), so another helper rebuilding apps/site mid-bench can neither stop the
 * server nor mix two builds into one table. Returns { siteDir, clientDir, dispose }, or
 * { failed: reason } when the build changed while it was being copied.
 */
export function snapshotSite(routes) {
  const snapshot = tempSiteDir("site-");
  // Same folder name as the original: the copied serve.mjs reads SITE_BUILD_DIR too.
  const clientDir = path.join(snapshot.dir, buildDirName, "client");
  cpSync(siteClientDir, clientDir, { recursive: true });
  cpSync(path.join(siteDir, "scripts/serve.mjs"), path.join(snapshot.dir, "scripts/serve.mjs"));
  // A copy taken during someone's rebuild lacks files its pages load; the size check's walk finds them.
  const missing = [path.join(clientDir, "404.html"), ...routes.map((route) => htmlFileFor(clientDir, route))]
    .filter((file) => !existsSync(file))
    .map((file) => path.relative(clientDir, file));
  for (const route of routes) {
    if (existsSync(htmlFileFor(clientDir, route))) missing.push(...measureRoute(clientDir, route).missing);
  }
  if (missing.length > 0) {
    snapshot.dispose();
    return { failed: `the build is incomplete (was it being rebuilt?): missing ${[...new Set(missing)].slice(0, 5).join(", ")}` };
  }
  return { siteDir: snapshot.dir, clientDir, dispose: snapshot.dispose };
}

// Build outputs (build/ and every isolated build-*/ beside it) and test leftovers stay behind;
// node_modules is linked rather than copied.
const notCopied = new Set(["build", buildDirName, "node_modules", "reports", "test-results", "playwright-report", ".react-router", ".turbo"]);
const isNotCopied = (relativePath) => notCopied.has(relativePath) || /^build-[^/\\]+$/.test(relativePath);

/**
 * Builds the same app client-only (BENCH_CLIENT_ONLY=1 turns prerendering off in
 * react-router.config.ts) in a temporary copy of apps/site, so apps/site/build, which other tools
 * serve, is never replaced by the SPA. Resolves with { clientDir, dispose } or { skipped: reason }.
 */
export async function buildBaseline(pages) {
  const config = readFileSync(path.join(siteDir, "react-router.config.ts"), "utf8");
  if (!config.includes("BENCH_CLIENT_ONLY")) {
    return {
      skipped:
        "apps/site/react-router.config.ts does not read BENCH_CLIENT_ONLY, so the site cannot be built client-only. " +
        'It needs: const clientOnly = process.env.BENCH_CLIENT_ONLY === "1"; and prerender: clientOnly ? false : prerenderPaths(),',
    };
  }
  const { dir, dispose } = tempSiteDir("baseline-");
  cpSync(siteDir, dir, { recursive: true, filter: (source) => !isNotCopied(path.relative(siteDir, source)) });

  // The copy is private, so it always builds into its own build/, whatever SITE_BUILD_DIR says.
  const { code, output } = await run(path.join(siteDir, "node_modules/.bin/react-router"), ["build"], {
    cwd: dir,
    env: { ...process.env, BENCH_CLIENT_ONLY: "1", SITE_BUILD_DIR: "build" },
  });
  const clientDir = path.join(dir, "build/client");
  if (code !== 0) {
    dispose();
    const hint = /invalid route export/i.test(output)
      ? " SPA mode (ssr: false, no prerender) allows no `loader` export: the client-only build must leave such routes out, e.g. in app/routes.ts skip them when BENCH_CLIENT_ONLY=1."
      : "";
    return { skipped: `the client-only build failed: ${buildErrorLines(output).join(" | ").replace(/\.$/, "")}.${hint}` };
  }
  const prerendered = pages.filter((page) => page !== "/" && existsSync(htmlFileFor(clientDir, page)));
  if (prerendered.length > 0 || !existsSync(path.join(clientDir, "index.html"))) {
    dispose();
    return { skipped: `BENCH_CLIENT_ONLY=1 still produced prerendered pages (${prerendered.join(", ")}): react-router.config.ts must set prerender: false for it.` };
  }
  return { clientDir, dispose };
}
