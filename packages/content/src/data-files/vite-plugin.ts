import path from "node:path";
import { postsFolder } from "../insights/schema";
import { readPosts } from "../insights/load";
import { checkContent, contentDataDir, contentMediaDir, contentProblemsMessage, repoRoot } from "./validate";

/** A data folder as the build's messages name it: from the repository's root when inside it. */
function shownDir(dataDir: string): string {
  const relative = path.relative(repoRoot, dataDir);
  return relative.startsWith("..") || path.isAbsolute(relative) ? dataDir : relative.split(path.sep).join("/");
}

/** The part of Vite's dev server the plugin uses. */
interface DevServer {
  readonly watcher: {
    add(paths: string[]): unknown;
    on(event: "change", listener: (file: string) => void): unknown;
    on(event: "all", listener: (event: string, file: string) => void): unknown;
  };
  readonly moduleGraph: { getModuleById(id: string): object | undefined; invalidateModule(module: object): void };
  readonly config: { readonly logger: { error(message: string): void } };
  readonly ws: { send(payload: { type: "error"; err: { message: string; stack: string } }): void };
}

/**
 * A Vite plugin, typed by what it uses: the content package does not depend on Vite, whose
 * version the site picks.
 */
export interface ContentDataPlugin {
  readonly name: string;
  readonly enforce: "pre";
  buildStart(this: { error(message: string): never; warn(message: string): void }): Promise<void>;
  resolveId(source: string, importer: string | undefined): string | null;
  load(id: string): Promise<string | null>;
  configureServer(server: DevServer): void;
}

/** The published posts, newest first, each body rendered (../insights/): what the Insights pages import. */
const POSTS_MODULE = "virtual:content-posts";
const resolvedPosts = `\0${POSTS_MODULE}`;

/**
 * The site's build reads `packages/content/data/` through this plugin. Before anything is built it
 * checks every data file against its schema and stops the build with the problems in an editor's
 * words (file, entry, field). The pages import the files themselves (JSON, and Markdown with
 * `?raw`), which Vite turns into plain data: nothing parses them in the browser. The posts, a
 * folder of files, are `virtual:content-posts`: read, their drafts left out and their Markdown
 * rendered here, at build, as plain data.
 *
 * `dataDir` (default `$CONTENT_DATA_DIR`, else packages/content/data) reads another folder laid out
 * the same way instead: the editor's end-to-end test edits and builds a copy, never the committed files.
 * `mediaDir` (default `$CONTENT_MEDIA_DIR`, else packages/content/media) is where its pictures are.
 */
export function contentData({
  dataDir = process.env.CONTENT_DATA_DIR,
  mediaDir = process.env.CONTENT_MEDIA_DIR,
}: { dataDir?: string; mediaDir?: string } = {}): ContentDataPlugin {
  const from = dataDir ? path.resolve(dataDir) : contentDataDir;
  const media = mediaDir ? path.resolve(mediaDir) : contentMediaDir;
  const check = () => checkContent(from, shownDir(from), media);
  const problems = async () => (await check()).problems;
  return {
    name: "grand-river-content-data",
    // Before Vite's own resolver, which would otherwise resolve the pages' data imports first.
    enforce: "pre",
    async buildStart() {
      const { problems: found, warnings } = await check();
      if (found.length > 0) this.error(contentProblemsMessage(found));
      for (const warning of warnings) this.warn(warning);
    },
    resolveId(source, importer) {
      if (source === POSTS_MODULE) return resolvedPosts;
      if (from === contentDataDir || !importer || !source.startsWith(".")) return null;
      const [file = "", query] = source.split("?");
      const target = path.resolve(path.dirname(importer), file);
      if (!target.startsWith(contentDataDir + path.sep)) return null;
      return path.join(from, path.relative(contentDataDir, target)) + (query === undefined ? "" : `?${query}`);
    },
    async load(id) {
      return id === resolvedPosts ? `export default ${JSON.stringify(await readPosts(from))};` : null;
    },
    // `react-router dev` (docs/editing.md): an edit that breaks a file shows on the page at once.
    configureServer(server) {
      server.watcher.add([from, media]);
      server.watcher.on("all", (_event, file) => {
        // A post saved, added or removed: the pages read the folder again.
        if (!file.startsWith(path.join(from, postsFolder) + path.sep)) return;
        const module = server.moduleGraph.getModuleById(resolvedPosts);
        if (module) server.moduleGraph.invalidateModule(module);
      });
      server.watcher.on("change", (file) => {
        if (!file.startsWith(from + path.sep) && !file.startsWith(media + path.sep)) return;
        void problems().then((found) => {
          if (found.length === 0) return;
          const message = contentProblemsMessage(found);
          server.config.logger.error(message);
          server.ws.send({ type: "error", err: { message, stack: "" } });
        });
      });
    },
  };
}
