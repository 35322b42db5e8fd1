#!/usr/bin/env node
// Kept: `changeset publish` has no --dry-run (changesets/changesets#614, open); this builds first and
// rehearses through pnpm's npm_config_dry_run.
/**
 * `pnpm release [--dry-run]`: builds the three published packages, then `changeset publish`, which
 * publishes each package whose version is not on the registry yet (through `pnpm publish`, so the
 * manifest's `publishConfig` exports and `workspace:` ranges are rewritten on the way) and tags it.
 *
 * `--dry-run` goes through every step and writes nothing: pnpm publish packs and prints what it
 * would send (`npm_config_dry_run`), and changesets makes no git tags. CI rehearses it that way.
 */
import { spawnSync } from "node:child_process";

const PUBLISHED = ["@grand-river/ui", "@grand-river/forms", "@grand-river/webhooks"];
const dryRun = process.argv.includes("--dry-run");

function run(command, args, env = {}) {
  console.log(`> ${command} ${args.join(" ")}`);
  const { status } = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (status !== 0) process.exit(status ?? 1);
}

run("pnpm", ["exec", "turbo", "run", "build", ...PUBLISHED.map((name) => `--filter=${name}`)]);
run(
  "pnpm",
  ["exec", "changeset", "publish", ...(dryRun ? ["--no-git-tag"] : [])],
  dryRun ? { npm_config_dry_run: "true" } : {},
);
