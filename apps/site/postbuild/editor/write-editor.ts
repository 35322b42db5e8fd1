import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import type { SidebarCollection } from "@grand-river/content/build";
import { editorRoute } from "../../app/route-table";
import type { HeaderRule } from "../security-headers";
import { decapConfig, type EditorMedia } from "./config";
import { decapScript } from "./decap-script";
import { editorScript } from "./editor-script";
import { editorPageHtml } from "./page";
import { editorHeaderRules } from "./policy";
import type { EditorSettings } from "./settings";

/** What the editor's page is built from. */
export interface EditorBuild {
  readonly title: string;
  readonly settings: EditorSettings;
  readonly collections: readonly SidebarCollection[];
  /** The media folder, which uploads go into. */
  readonly mediaFolder: EditorMedia;
  /** The deployed origin, which Decap links to as the site. */
  readonly siteUrl: string;
  /** The app's folder, where the editor's own script is (app/editor/). */
  readonly root: string;
  /** `virtual:media`, the agency's pictures, which the preview shows as the pages do (../media/plugin.ts). */
  readonly media: Plugin;
}

/**
 * The build step for /edit: writes the editor's page, Decap's bundle and the editor's own script and preview stylesheet into the client folder
 * `out`, and returns the `_headers` rules that give the page its own policy.
 */
export async function writeEditor(out: string, build: EditorBuild): Promise<HeaderRule[]> {
  const { settings } = build;
  if (!settings.repo && !settings.localBackend)
    console.warn(
      "EDITOR_GITHUB_REPO is not set: /edit will say the GitHub backend needs a repo. docs/deploying.md, “Setting up sign-in”, says what to set.",
    );
  const [script, checks] = await Promise.all([decapScript(), editorScript(build.root, build.media)]);
  const html = editorPageHtml({
    title: build.title,
    scriptUrl: script.url,
    ownScriptUrl: checks.url,
    config: decapConfig(settings, build.collections, build.siteUrl, build.mediaFolder),
  });
  await mkdir(path.join(out, "assets"), { recursive: true });
  await Promise.all([
    writeFile(path.join(out, script.url), script.bytes),
    writeFile(path.join(out, checks.url), checks.bytes),
    writeFile(path.join(out, checks.stylesheet.url), checks.stylesheet.bytes),
    writeFile(path.join(out, editorRoute.file), html),
  ]);
  return editorHeaderRules(editorRoute.file, html, settings.localBackend);
}
