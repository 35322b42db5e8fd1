// The three published packages as the registry would receive them: what each tarball holds, what
// its manifest says, and what publint and arethetypeswrong make of it. Run after the packages' build.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { afterAll, describe, expect, it } from "vitest";
import { manifestIn, pack, publishedPackages, root } from "./pack.mjs";

const packs = mkdtempSync(path.join(tmpdir(), "grand-river-packs-"));
afterAll(() => rmSync(packs, { recursive: true, force: true }));

/** Test code, stories and test helpers: never published. */
const TEST_ONLY = /(\.test\.[cm]?tsx?$|\.stories\.tsx$|\/testing\/)/;

/** The files under `folder` as git knows them, relative to their package (`src/index.ts`). */
function gitFiles(folder) {
  return execFileSync("git", ["ls-files", folder], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .map((file) => file.replace(/^packages\/[^/]+\//, ""));
}

/** The package's own source files as git knows them, minus test-only ones. */
function shippableSources(name) {
  return gitFiles(`packages/${name}/src`).filter((file) => !TEST_ONLY.test(file));
}

/** Every file an `exports` map or `bin` points at. */
function targetsOf(value) {
  if (typeof value === "string") return [value.replace(/^\.\//, "")];
  return Object.values(value ?? {}).flatMap(targetsOf);
}

/** Whether `file` is what an entry's target names: the file itself, or one its subpath pattern (`dist/definition/*.js`) matches. */
function targetNames(target, file) {
  if (!target.includes("*")) return file === target;
  const [before, after] = target.split("*");
  return file.startsWith(before) && file.endsWith(after) && file.length > before.length + after.length;
}

describe.each(publishedPackages)("@grand-river/%s, packed", (name) => {
  const { tarball, files } = pack(name, packs);
  const manifest = manifestIn(tarball);
  const sources = shippableSources(name);

  it("holds its build, its readable source for the maps, and its papers, and nothing else", () => {
    const papers = files.filter((file) => !file.startsWith("dist/") && !file.startsWith("src/"));
    // The webhooks package also ships its receivers: n8n workflows and recipes, not their generator.
    const receivers = gitFiles(`packages/${name}/receivers`).filter((file) => /\.(md|json)$/.test(file));
    expect(papers).toEqual(["CHANGELOG.md", "LICENSE", "README.md", "package.json", ...receivers].sort());
    // Two recipes (Make, Zapier); n8n's five form workflows, the leads table's columns, the alert and the resend.
    expect(receivers).toHaveLength(name === "webhooks" ? 10 : 0);
    const shippedSources = files.filter((file) => file.startsWith("src/"));
    // The JavaScript and declaration maps point into src/, so the source they map ships, minus tests
    // and the receivers' generator, which only this repository runs.
    expect(shippedSources).toEqual(sources.filter((file) => file !== "src/n8n/generate.ts").sort());
    expect(files.filter((file) => TEST_ONLY.test(file))).toEqual([]);
    const dist = files.filter((file) => file.startsWith("dist/"));
    expect(dist.filter((file) => !/\.(js|js\.map|d\.ts|d\.ts\.map|css)$/.test(file))).toEqual([]);
    // Every declaration comes with its map, so "go to definition" lands in the source.
    for (const declaration of dist.filter((file) => file.endsWith(".d.ts")))
      expect(dist).toContain(`${declaration}.map`);
  });

  it("has a file behind every entry point and command it names", () => {
    const targets = [...targetsOf(manifest.exports), ...targetsOf(manifest.bin)];
    expect(targets.length).toBeGreaterThan(1);
    // A subpath pattern ("./definition/*") names a file for each thing it matches: at least one.
    const missing = targets.filter((target) => !files.some((file) => targetNames(target, file)));
    expect(missing).toEqual([]);
    expect(Object.values(manifest.exports).every((entry) => typeof entry === "string" || entry.types)).toBe(true);
  });

  it("is public, versioned, and says what it needs", () => {
    expect(manifest.private).toBeUndefined();
    expect(manifest.publishConfig?.access).toBe("public");
    expect(manifest.license).toBe("MIT");
    expect(manifest.repository?.directory).toBe(`packages/${name}`);
    expect(manifest.engines?.node).toBeTruthy();
    const ranges = { ...manifest.dependencies, ...manifest.peerDependencies };
    expect(Object.entries(ranges).filter(([, range]) => range.startsWith("workspace:"))).toEqual([]);
    // One React: the app's, as a peer (webhooks uses none). A copy in the package would break hooks.
    const peers = manifest.peerDependencies ?? {};
    expect({ react: peers.react, "react-dom": peers["react-dom"] }).toEqual(
      name === "webhooks" ? {} : { react: "^19.0.0", "react-dom": "^19.0.0" },
    );
    expect(manifest.dependencies?.react).toBeUndefined();
  });

  it("passes publint with no message at all", async () => {
    const pkgDir = path.join(root, "packages", name);
    const { messages } = await publint({ pkgDir, pack: "pnpm", strict: true });
    const pkg = JSON.parse(readFileSync(path.join(pkgDir, "package.json"), "utf8"));
    expect(messages.map((message) => formatMessage(message, pkg))).toEqual([]);
  });

  it("passes arethetypeswrong for an ESM-only package (Node 16+ ESM and bundlers)", () => {
    // esm-only: the packages ship no CommonJS, so Node 10 and require() resolution are out of scope.
    // The stylesheet is an entry point with no types to find.
    const attw = path.join(root, "node_modules/.bin/attw");
    const args = [tarball, "--profile", "esm-only", "--exclude-entrypoints", "./styles.css", "--format", "json"];
    const run = spawnSync(attw, args, { encoding: "utf8" });
    const { problems } = JSON.parse(run.stdout);
    const ignored = new Set(["node10", "node16-cjs"]);
    const counted = Object.values(problems)
      .flat()
      .filter((problem) => !ignored.has(problem.resolutionKind));
    expect(counted).toEqual([]);
    expect(run.status).toBe(0);
  });
});

describe("@grand-river/webhooks' commands, installed from the packed tarball with npm", () => {
  // Its own folder: packing into the shared one again would find the same tarball name already there.
  const unpacked = mkdtempSync(path.join(tmpdir(), "grand-river-webhooks-bin-"));
  afterAll(() => rmSync(unpacked, { recursive: true, force: true }));
  const { tarball } = pack("webhooks", unpacked);
  writeFileSync(path.join(unpacked, "package.json"), JSON.stringify({ name: "webhooks-user", private: true }));
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", tarball], {
    cwd: unpacked,
    stdio: "pipe",
  });
  const cli = path.join(unpacked, "node_modules/@grand-river/webhooks/dist/cli.js");

  it("starts the inbox and checks the five webhooks against it, every module the commands import shipped", async () => {
    const file = path.join(unpacked, "inbox.jsonl");
    const inbox = spawn(process.execPath, [cli, "inbox", "--port", "0", "--file", file]);
    try {
      const url = await new Promise((resolve, reject) => {
        let output = "";
        inbox.stdout.on("data", (chunk) => {
          output += chunk;
          const found = /listening on (http:\/\/\S+)/.exec(output)?.[1];
          if (found) resolve(found);
        });
        inbox.stderr.on("data", (chunk) => (output += chunk));
        inbox.once("exit", (code) => reject(new Error(`the packed inbox exited (${code}): ${output}`)));
      });
      const env = {
        PATH: process.env.PATH,
        WEBHOOK_LOCAL_INBOX: "1",
        INBOX_PORT: new URL(url).port,
        VITE_SITE_ORIGIN: "http://127.0.0.1:4173",
      };
      const check = spawnSync(process.execPath, [cli, "check"], { env, encoding: "utf8" });

      expect(check.stdout).toContain("5 ok, 0 with a warning, 0 failed.");
      expect(check.status).toBe(0);
      // Probes: answered as leads, kept nowhere.
      expect(existsSync(file) ? readFileSync(file, "utf8") : "").toBe("");
    } finally {
      inbox.kill();
    }
  });

  it("runs the n8n provisioning command, which builds its workflows from the shipped shape check", () => {
    const run = spawnSync(process.execPath, [cli, "provision"], { env: { PATH: process.env.PATH }, encoding: "utf8" });

    expect(run.stdout).toContain("The provisioning settings are not complete");
    expect(run.stdout).toContain("N8N_URL is not set");
    expect(run.status).toBe(2);
  });
});
