import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { readSiteSettings } from "../../build-settings";
import { postbuildSettingsFrom, siteFiles, type SiteBuild } from "../site-build";

/**
 * A build folder in a temporary directory for a step's test, with `files` in its site, and ways to
 * read it back. Its steps' cache is a folder beside the site; a test of a rebuild hands a second
 * build the first one's (`{ ...second.build, cache: first.build.cache }`).
 */
export async function testBuild(files: Readonly<Record<string, string>> = {}, env: Record<string, string> = {}) {
  const beside = await mkdtemp(path.join(tmpdir(), "site-build-"));
  const site = path.join(beside, "client");
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(site, file)), { recursive: true });
    await writeFile(path.join(site, file), text);
  }
  await mkdir(site, { recursive: true });
  const logged: string[] = [];
  const build: SiteBuild = {
    ...postbuildSettingsFrom({ VITE_SITE_ORIGIN: "https://example.com/", ...env }),
    root: path.resolve(import.meta.dirname, "../.."),
    mode: "production",
    site,
    beside,
    settings: readSiteSettings({ WEBHOOK_LOCAL_INBOX: "1", ...env }, "build"),
    cache: path.join(beside, "cache"),
    log: (line) => logged.push(line),
    posts: [],
  };
  return {
    build,
    /** The text of a file of the site, or, with `beside`, of the build folder. */
    read: (file: string, where: "site" | "beside" = "site") =>
      readFile(path.join(where === "site" ? site : beside, file), "utf8"),
    /** What the steps logged, in order. */
    logged,
    /** Every file of the site, sorted. */
    files: async () => (await siteFiles(site)).sort(),
    remove: () => rm(beside, { recursive: true, force: true }),
  };
}

/** One published post with one tag, as the build hands the posts to its steps. */
export const testPost = {
  slug: "a-post",
  path: "/insights/a-post",
  title: "A post",
  description: "",
  date: "2026-10-05",
  tags: [{ name: "How-to", slug: "how-to", path: "/insights/tags/how-to" }],
  readingMinutes: 1,
  author: "",
  body: { type: "root" as const, children: [] },
};
