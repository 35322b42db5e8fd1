// Kept: `pnpm pack` does the packing; this only runs it per published package for the package tests,
// which check the tarballs with publint and @arethetypeswrong/cli.
/**
 * Packs the published packages as a registry would receive them: `pnpm pack`, which applies each
 * package's `publishConfig` and turns `workspace:` ranges into versions.
 */
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

/** The packages another team installs, by directory under packages/. */
export const publishedPackages = ["webhooks", "ui", "forms"];

/**
 * Packs packages/<name> into `destination`; returns the tarball's path and every file in it. Packs
 * the build already made (turbo runs the package tests after each package's build) and runs no
 * script: `pnpm pack` would run the package's `prepare`, rebuilding its dist in place while the
 * other tasks of the suite read it (publint packs the same way).
 */
export function pack(name, destination) {
  const dir = path.join(root, "packages", name);
  const before = new Set(readdirSync(destination));
  execFileSync("pnpm", ["pack", "--config.ignore-scripts=true", "--pack-destination", destination], {
    cwd: dir,
    stdio: "pipe",
  });
  const tarball = readdirSync(destination).find((file) => file.endsWith(".tgz") && !before.has(file));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${name}`);
  const file = path.join(destination, tarball);
  return { tarball: file, files: filesIn(file) };
}

/** The files in a package tarball, relative to its root (`dist/index.js`, `package.json`). */
function filesIn(tarball) {
  return execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .map((entry) => entry.replace(/^package\//, ""))
    .sort();
}

/** The manifest inside a package tarball, as the registry stores it. */
export function manifestIn(tarball) {
  return JSON.parse(execFileSync("tar", ["-xzOf", tarball, "package/package.json"], { encoding: "utf8" }));
}
