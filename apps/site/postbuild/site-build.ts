import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { site as siteContent, type Post } from "@grand-river/content";
import { contentMediaDir } from "@grand-river/content/build";
import { buildEnvironment, readSiteSettings, type SiteSettings } from "../build-settings";
import { editorSettingsFrom, type EditorSettings } from "./editor/settings";
import { mediaDirOf } from "./media/plugin";
import type { BuiltPage } from "./security-headers";
import { buildCacheFolder } from "./step-cache";
import { deployHostFrom, type DeployHost } from "./static-files";

/** What the steps read from the environment: read when the config loads, so a typo fails before anything is built. */
export interface PostbuildSettings {
  /** The deployed origin (`VITE_SITE_ORIGIN`), for the sitemap, robots.txt and refresh pages. */
  readonly origin: string;
  /** Which host's `_redirects` syntax to write (`DEPLOY_HOST`; docs/deploying.md). */
  readonly deployHost: DeployHost;
  /** Where /edit reads and commits the data files (docs/editing.md). */
  readonly editor: EditorSettings;
  /** The agency's pictures (`CONTENT_MEDIA_DIR`, else packages/content/media), which the build makes light. */
  readonly mediaDir: string;
}

/** The steps' settings from `env`; a malformed one throws, naming it. */
export function postbuildSettingsFrom(env: Readonly<Record<string, string | undefined>>): PostbuildSettings {
  return {
    origin: (env.VITE_SITE_ORIGIN ?? siteContent.defaultOrigin).replace(/\/$/, ""),
    deployHost: deployHostFrom(env.DEPLOY_HOST),
    editor: editorSettingsFrom(env),
    mediaDir: mediaDirOf(env, contentMediaDir),
  };
}

/** One build, as every step sees it. */
export interface SiteBuild extends PostbuildSettings {
  /** The app's folder (Vite's root), where vite.page-script.config.ts is. */
  readonly root: string;
  /** Vite's mode, which the browser script's own build takes too. */
  readonly mode: string;
  /** The site: what a host serves (build/client). */
  readonly site: string;
  /** The build folder, for files beside the site and not in it (islands.json, nginx/). */
  readonly beside: string;
  /** The settings the bundles were built with (the webhook addresses, the local inbox switch). */
  readonly settings: SiteSettings;
  /** Where the slow steps keep what they made, for the next build (./step-cache.ts): one folder each. */
  readonly cache: string;
  /** Where a step says what it did: the build's output, or a test's list of lines. */
  readonly log: (line: string) => void;
  /** The published posts, newest first, as the pages show them: the sitemap and the feeds list them. */
  readonly posts: readonly Post[];
}

/** A duration as the build prints it: "1.2 s". */
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

/**
 * A named piece of the work after prerendering: `run` takes the build (with what earlier steps
 * returned, as its type names) and returns what it adds for later ones, if anything. Once done it
 * logs its name and how long it took (`✓ write _headers 0.1 s`), so the build's output says where
 * its time went. A failure is rethrown naming the step, so a failing build says which step stopped it.
 */
export function step<Build extends SiteBuild, Out>(name: string, run: (build: Build) => Out | Promise<Out>) {
  return {
    name,
    run: async (build: Build): Promise<Out> => {
      const started = performance.now();
      try {
        const out = await run(build);
        build.log(`✓ ${name} ${seconds(performance.now() - started)}`);
        return out;
      } catch (error) {
        const said = error instanceof Error ? error.message : String(error);
        throw new Error(`The build step "${name}" failed: ${said}`, { cause: error });
      }
    },
  };
}

/** The build React Router has just prerendered into `root`/`buildDirectory`, as the steps see it. */
export function siteBuildOf(
  { root, mode }: { root: string; mode: string },
  buildDirectory: string,
  settings: PostbuildSettings,
  posts: readonly Post[],
): SiteBuild {
  const beside = path.join(root, buildDirectory);
  return {
    ...settings,
    root,
    mode,
    beside,
    site: path.join(beside, "client"),
    // The settings vite.config.ts checked before bundling, read the same way.
    settings: readSiteSettings(buildEnvironment(mode, root), "build"),
    cache: buildCacheFolder(root),
    posts,
    log: (line) => {
      console.log(line);
    },
  };
}

/** Every file of the site, by its path inside it (forward slashes), folders left out. */
export async function siteFiles(site: string): Promise<string[]> {
  const entries = await readdir(site, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(site, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/** Every HTML file of the site, with its text. */
export async function builtPages(site: string): Promise<BuiltPage[]> {
  const files = (await siteFiles(site)).filter((file) => file.endsWith(".html"));
  return Promise.all(files.map(async (file) => ({ file, html: await readFile(path.join(site, file), "utf8") })));
}
