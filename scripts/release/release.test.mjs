/**
 * The release flow, rehearsed on a copy of the repository so nothing here changes: `pnpm
 * version-packages` turns the pending changesets into versions and changelogs, then `pnpm release
 * --dry-run` builds and goes through `changeset publish` against a stand-in registry that records
 * every request. A dry run must ask the registry what is published and never write to it.
 */
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishedPackages, root } from "../packages/pack.mjs";

const copy = mkdtempSync(path.join(tmpdir(), "grand-river-release-"));
const requests = [];
let registry;
let released = "";

const versionOf = (dir, name) =>
  JSON.parse(readFileSync(path.join(dir, "packages", name, "package.json"), "utf8")).version;
const changelogOf = (dir, name) => readFileSync(path.join(dir, "packages", name, "CHANGELOG.md"), "utf8");
const pendingChangesets = (dir) =>
  readdirSync(path.join(dir, ".changeset")).filter((file) => file.endsWith(".md") && file !== "README.md");

/** A registry that has never heard of any package, and remembers what it was asked. */
function startEmptyRegistry() {
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${decodeURIComponent(request.url ?? "")}`);
    request.resume();
    response.writeHead(404, { "Content-Type": "application/json" }).end('{"error":"Not found"}');
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/**
 * Runs a command in the copy, asynchronously: the stand-in registry answers from this process, so
 * a synchronous child would wait on it forever.
 */
async function run(command, args) {
  const env = {
    ...process.env,
    npm_config_registry: `http://127.0.0.1:${registry.address().port}/`,
    TURBO_TELEMETRY_DISABLED: "1",
  };
  const { stdout } = await promisify(execFile)(command, args, {
    cwd: copy,
    env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

beforeAll(async () => {
  // Every file git would commit, as a fresh clone has them, then the locked dependencies from the store.
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root })
    .toString()
    .split("\0")
    .filter(Boolean);
  execFileSync("xargs", ["-0", "cp", "--parents", "-t", copy], { cwd: root, input: files.join("\0") });
  registry = await startEmptyRegistry();
  await run("pnpm", ["install", "--offline", "--frozen-lockfile"]);
  await run("git", ["init", "-q"]);
  await run("git", [
    "-c",
    "user.name=Release rehearsal",
    "-c",
    "user.email=rehearsal@example.com",
    "commit",
    "-qm",
    "main",
    "--allow-empty",
  ]);
  await run("pnpm", ["version-packages"]);
  released = await run("pnpm", ["release", "--dry-run"]);
});

afterAll(() => {
  registry?.close();
  rmSync(copy, { recursive: true, force: true });
});

describe("pnpm version-packages, then pnpm release --dry-run", () => {
  it("starts from pending changesets, and versioning uses them all up", () => {
    expect(pendingChangesets(root).length).toBeGreaterThan(0);
    expect(pendingChangesets(copy)).toEqual([]);
  });

  it.each(publishedPackages)("gives @grand-river/%s a new version with its changelog entry", (name) => {
    const before = versionOf(root, name);
    const after = versionOf(copy, name);
    expect(after).not.toBe(before);
    expect(changelogOf(copy, name)).toContain(`## ${after}\n`);
    expect(changelogOf(copy, name).length).toBeGreaterThan(changelogOf(root, name).length);
  });

  it("builds and publishes the three packages at their new versions, and nothing else", () => {
    const published = released
      .split("\n")
      .filter((line) => /^🦋 {2}@grand-river\//.test(line))
      .map((line) => line.replace(/^🦋 {2}/, "").trim())
      .sort();
    expect(released).toContain("packages published successfully");
    expect(published).toEqual(publishedPackages.map((name) => `@grand-river/${name}@${versionOf(copy, name)}`).sort());
  });

  it("only reads from the registry, and tags nothing", async () => {
    expect(requests.length).toBeGreaterThanOrEqual(publishedPackages.length);
    expect(requests.filter((request) => !request.startsWith("GET "))).toEqual([]);
    expect((await run("git", ["tag", "--list"])).trim()).toBe("");
  });
});
