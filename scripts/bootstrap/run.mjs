#!/usr/bin/env node
// Kept, not corepack: corepack is off by default and leaves Node in v25; and Chromium, Java and nginx
// are Debian packages that no npm tool installs.
/**
 * `npm start` and `npm test` on a machine that has only Node 20 and npm: each makes sure of what it
 * needs, then runs the real command with pnpm. What is already there costs one version check and a
 * few file dates, so `pnpm test` and `pnpm start` (which come through here too) stay as fast.
 *
 * - pnpm at the version `packageManager` pins: the one on PATH if it matches; else, as root (CI),
 *   installed globally with npm, so turbo and the tests find `pnpm` on PATH too; else through
 *   `npx -y pnpm@<version>` for this run.
 * - The dependencies: `pnpm install --frozen-lockfile` when node_modules is missing or older than
 *   the lockfile.
 * - For the tests: Debian's Chromium as a headless shell (every browser test), Java (the Nu HTML
 *   Checker) and nginx (the host checks), installed with apt-get when running as root, or one line
 *   saying how.
 *
 * Only Node's own modules: it runs before anything is installed.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const task = process.argv[2];
// `install` only makes sure of everything the tests need, and runs nothing after.
const commands = {
  start: ["node", "scripts/start-local.mjs"],
  test: ["pnpm", "run", "test:all"],
  install: [],
};
if (!(task in commands)) {
  console.error(`Usage: node scripts/bootstrap/run.mjs ${Object.keys(commands).join("|")}`);
  process.exit(2);
}

const run = (command, args, options = {}) =>
  spawnSync(command, args, { cwd: root, stdio: "inherit", ...options }).status ?? 1;
const quiet = (command, args) => spawnSync(command, args, { cwd: root, encoding: "utf8" });

const pinned = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).packageManager.split("@")[1];
// Read from the installed package, not by starting pnpm, which takes a second or two.
const pnpmVersion = () => {
  const bin = whereOnPath("pnpm");
  if (!bin) return undefined;
  for (let dir = path.dirname(realpathSync(bin)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (!existsSync(manifest)) continue;
    // A shim's own package (corepack's, say) is not pnpm's: ask pnpm itself then.
    const { name, version } = JSON.parse(readFileSync(manifest, "utf8"));
    if (name === "pnpm") return version;
    break;
  }
  return quiet("pnpm", ["--version"]).stdout?.trim();
};
const found = pnpmVersion();
if (found !== pinned && process.getuid?.() === 0) {
  console.log(`[bootstrap] installing pnpm ${pinned} (found ${found || "none"})`);
  run("npm", ["install", "-g", `pnpm@${pinned}`], { stdio: "ignore" });
}
// The pnpm to call: the one on PATH when it is the pinned version, else the pinned one via npx.
const pnpm = pnpmVersion() === pinned ? ["pnpm"] : ["npx", "-y", `pnpm@${pinned}`];
if (pnpm[0] === "npx") console.log(`[bootstrap] pnpm ${pinned} through npx (found ${found || "none"})`);

const installed = path.join(root, "node_modules/.modules.yaml");
const lockfile = path.join(root, "pnpm-lock.yaml");
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lockfile).mtimeMs) {
  console.log("[bootstrap] installing dependencies (pnpm install --frozen-lockfile)");
  if (run(pnpm[0], [...pnpm.slice(1), "install", "--frozen-lockfile"]) !== 0) process.exit(1);
}

if (task !== "start") ensureTestTools();
if (task === "install") process.exit(0);

const [command, ...args] = commands[task];
const status = command === "pnpm" ? run(pnpm[0], [...pnpm.slice(1), ...args]) : run(command, args);
process.exit(status);

/** Where `command` is in PATH's folders, if anywhere (asking Java or pnpm itself takes seconds). */
function whereOnPath(command) {
  return (process.env.PATH ?? "")
    .split(path.delimiter)
    .map((folder) => folder && path.join(folder, command))
    .find((file) => file && existsSync(file));
}

/** Debian's Chromium headless shell, Java and nginx: installed when we may, else one line saying how. */
function ensureTestTools() {
  const missing = [];
  // The tests drive Debian's Chromium as a headless shell (apps/site/playwright.config.ts says why).
  if (!existsSync(process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell"))
    missing.push("chromium-headless-shell");
  if (!whereOnPath("java")) missing.push("default-jre-headless");
  if (!existsSync("/usr/sbin/nginx")) missing.push("nginx");
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `[bootstrap] the tests need ${missing.join(", ")}: run \`sudo apt-get install -y ${missing.join(" ")}\` (or set CHROME_PATH to a Chromium), then npm test again.`,
    );
    process.exit(1);
  }
  console.log(`[bootstrap] installing ${missing.join(", ")} from Debian`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  // Another install (the machine's own updates, a second checkout) may hold dpkg's lock: wait for it.
  const waitForLock = ["-o", "DPkg::Lock::Timeout=600"];
  if (
    run("apt-get", [...waitForLock, "update", "-qq"], { env }) !== 0 ||
    run("apt-get", [...waitForLock, "install", "-y", "-qq", ...missing], { env }) !== 0
  )
    process.exit(1);
}
