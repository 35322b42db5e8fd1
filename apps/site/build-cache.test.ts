import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { buildCacheFolder } from "./postbuild/step-cache";

/**
 * An edit at /edit reaches the site: turbo's cache key for the site's build covers the editor's
 * data files (and the packages' source the site builds from), so a changed file is a cache miss
 * and a fresh build, never the old pages replayed. And what the build's steps keep for the next
 * build (postbuild/step-cache.ts) stays out of that key, or every build would change the next one's.
 * Run on a copy of the repository's tracked files, with the site's build swapped for one that copies
 * a data file, so it takes seconds.
 */

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, "../..");
const turbo = path.join(repo, "node_modules/.bin/turbo");
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", TURBO_NO_UPDATE_NOTIFIER: "1", DO_NOT_TRACK: "1" };

let copy: string;

async function copyOfTheRepository() {
  const root = await mkdtemp(path.join(tmpdir(), "build-cache-"));
  const { stdout } = await run("git", ["ls-files", "-z"], { cwd: repo, maxBuffer: 16 * 1024 * 1024 });
  // The working tree's version of each tracked file (this worktree's turbo.json included).
  const files = stdout.split("\0").filter((file) => file !== "");
  await Promise.all(files.map((file) => cp(path.join(repo, file), path.join(root, file))));
  const sitePackage = path.join(root, "apps/site/package.json");
  const manifest = JSON.parse(await readFile(sitePackage, "utf8")) as { scripts: Record<string, string> };
  // The copy's build keeps what it read: a data file, and the settings file when there is one.
  manifest.scripts.build =
    "node -e \"const fs=require('fs');fs.mkdirSync('build',{recursive:true});fs.copyFileSync('../../packages/content/data/pages.json','build/pages.json');if(fs.existsSync('.env'))fs.copyFileSync('.env','build/settings.env')\"";
  await writeFile(sitePackage, JSON.stringify(manifest, null, 2));
  return root;
}

// --only: the copy has no node_modules, so the packages' own builds cannot run there; the site's
// task hash still covers their source through its inputs.
async function siteBuild() {
  const { stdout } = await run(turbo, ["run", "build", "--filter=@grand-river/site", "--only", "--output-logs=full"], {
    cwd: copy,
    env,
  });
  return stdout;
}

async function siteBuildHash() {
  const { stdout } = await run(turbo, ["run", "build", "--filter=@grand-river/site", "--only", "--dry=json"], {
    cwd: copy,
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  const dry = JSON.parse(stdout) as { tasks: { taskId: string; hash: string }[] };
  return dry.tasks.find((task) => task.taskId === "@grand-river/site#build")?.hash;
}

const pagesFile = () => path.join(copy, "packages/content/data/pages.json");

beforeAll(async () => {
  copy = await copyOfTheRepository();
}, 60_000);

afterAll(async () => {
  await rm(copy, { recursive: true, force: true });
});

test("changing a data file changes the site build's turbo hash, and the next build runs afresh", async () => {
  const before = await siteBuildHash();
  expect(await siteBuild()).toMatch(/cache miss, executing/);
  expect(await siteBuild()).toMatch(/cache hit, replaying logs/);

  const pages = JSON.parse(await readFile(pagesFile(), "utf8")) as { home: { title: string } };
  pages.home.title = "A title changed at /edit";
  await writeFile(pagesFile(), `${JSON.stringify(pages, null, 2)}\n`);

  const after = await siteBuildHash();
  expect(before).toMatch(/^[0-9a-f]{16}$/);
  expect(after).not.toBe(before);
  expect(await siteBuild()).toMatch(/cache miss, executing/);
  expect(await readFile(path.join(copy, "apps/site/build/pages.json"), "utf8")).toContain("A title changed at /edit");
}, 60_000);

test("changing apps/site/.env (a webhook address, then the mode) is a cache miss, and the build has the new value", async () => {
  const settingsFile = path.join(copy, "apps/site/.env");
  const built = () => readFile(path.join(copy, "apps/site/build/settings.env"), "utf8");
  await writeFile(
    settingsFile,
    "VITE_WEBHOOK_CONTACT_URL=https://old.example/webhook/contact\nVITE_WEBHOOK_MODE=no-cors\n",
  );
  await siteBuild();
  expect(await siteBuild()).toMatch(/cache hit, replaying logs/);

  await writeFile(
    settingsFile,
    "VITE_WEBHOOK_CONTACT_URL=https://new.example/webhook/contact\nVITE_WEBHOOK_MODE=no-cors\n",
  );
  expect(await siteBuild()).toMatch(/cache miss, executing/);
  expect(await built()).toContain("https://new.example/webhook/contact");

  await writeFile(
    settingsFile,
    "VITE_WEBHOOK_CONTACT_URL=https://new.example/webhook/contact\nVITE_WEBHOOK_MODE=cors\n",
  );
  expect(await siteBuild()).toMatch(/cache miss, executing/);
  expect(await built()).toContain("VITE_WEBHOOK_MODE=cors");
}, 60_000);

test("what the build's steps keep for the next build is no input of the site build's turbo hash", async () => {
  const before = await siteBuildHash();
  // Where the copy's build would keep it, found as the build finds it.
  const kept = path.join(buildCacheFolder(path.join(copy, "apps/site")), "gzip-twins");
  await mkdir(kept, { recursive: true });
  await writeFile(path.join(kept, "0a1b2c"), "a twin from the last build");

  expect(await siteBuildHash()).toBe(before);
}, 60_000);
