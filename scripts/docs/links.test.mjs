// Every relative link in the Markdown docs resolves: the file exists and, for `#anchor`, so does the
// heading (GitHub's slugs). Home-made because the tools that check links offline either need the
// network for every http link (markdown-link-check, lychee) or bring the unified/remark toolchain
// for one check (remark-validate-links); web links are not checked here.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const inFolder = (folder, pick) =>
  readdirSync(path.join(root, folder))
    .map(pick)
    .filter((file) => file && existsSync(path.join(root, file)));
const docs = [
  "README.md",
  "CONTRIBUTING.md",
  ...inFolder("docs", (name) => name.endsWith(".md") && `docs/${name}`),
  ...inFolder("packages", (name) => `packages/${name}/README.md`),
];

/** The text with fenced code blocks and code spans taken out: a link or a `#` there is not one. */
const prose = (file) =>
  readFileSync(path.join(root, file), "utf8")
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "")
    .replace(/`[^`\n]*`/g, "");

/** GitHub's heading ids: lowercase, punctuation removed, spaces to hyphens, repeats numbered. */
function anchorsOf(file) {
  const seen = new Map();
  const raw = readFileSync(path.join(root, file), "utf8").replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  return [...raw.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map(([, text]) => {
    const slug = text
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    return count ? `${slug}-${count}` : slug;
  });
}

/** Every relative link target in a file: inline links and images, and reference definitions. */
const targetsOf = (file) =>
  [...prose(file).matchAll(/\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)|^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)]
    .map((match) => match[1] ?? match[2])
    .filter((target) => !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(target));

describe.each(docs)("links in %s", (file) => {
  it("each resolves to a file in the repository, and each #anchor to a heading there", () => {
    const broken = targetsOf(file).filter((target) => {
      const [pathPart, anchor] = decodeURI(target).split("#");
      const resolved = pathPart ? path.resolve(root, path.dirname(file), pathPart) : path.join(root, file);
      if (!resolved.startsWith(root + path.sep) || !existsSync(resolved)) return true;
      if (!anchor || !resolved.endsWith(".md") || statSync(resolved).isDirectory()) return false;
      return !anchorsOf(path.relative(root, resolved)).includes(anchor);
    });
    expect(broken).toEqual([]);
  });
});
