// The settings files the docs ask for (every `--env-file <file>` they show: the n8n API key and the
// owner's password, the site's webhook settings) hold secrets and must never be committed. This
// makes each in a scratch repository with the repository's .gitignore and asks `git status`: none
// may show, while a `*.example` beside one (a template without secrets) does.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const docs = [
  "README.md",
  "CONTRIBUTING.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
  ...readdirSync(path.join(root, "packages")).map((name) => `packages/${name}/README.md`),
].filter((file) => {
  try {
    readFileSync(path.join(root, file));
    return true;
  } catch {
    return false;
  }
});

/** Each `--env-file` the docs show, from the repository's root (a `../../` from a package's folder dropped). */
const envFiles = [
  ...new Set(
    docs.flatMap((file) =>
      [...readFileSync(path.join(root, file), "utf8").matchAll(/--env-file\s+([^\s`…]+)/g)].map((match) =>
        (match[1] ?? "").replace(/^(\.\.\/)+/, ""),
      ),
    ),
  ),
].sort();

const scratch = mkdtempSync(path.join(tmpdir(), "secrets-ignored-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const git = (...args) => execFileSync("git", ["-C", scratch, ...args], { encoding: "utf8" });

it("the docs' settings files stay out of git status, their *.example files do not", () => {
  expect(envFiles).toEqual(expect.arrayContaining([".env.n8n", "apps/site/.env"]));
  git("init", "--quiet");
  for (const ignore of execFileSync("git", ["-C", root, "ls-files", "*.gitignore", ".gitignore"], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean)) {
    mkdirSync(path.dirname(path.join(scratch, ignore)), { recursive: true });
    copyFileSync(path.join(root, ignore), path.join(scratch, ignore));
  }
  for (const file of envFiles) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), "N8N_API_KEY=secret\n");
    writeFileSync(path.join(scratch, `${file}.example`), "N8N_API_KEY=\n");
  }

  const shown = git("status", "--porcelain", "--untracked-files=all")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.slice(3))
    .filter((file) => !file.endsWith(".gitignore"))
    .sort();

  expect(shown).toEqual(envFiles.map((file) => `${file}.example`).sort());
});
