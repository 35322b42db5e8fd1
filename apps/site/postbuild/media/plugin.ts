import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import type { ImageFacts } from "@grand-river/content/build";
import { encodeVariant } from "./encode";
import { planPicture, type BuiltPicture, type PicturePlan } from "./variants";

/**
 * The agency's pictures for the pages: `virtual:media` is every picture of the media folder
 * (packages/content/media) by its address ("/media/founder.jpg"), with its size read from the file
 * and the files the build makes of it (./variants.ts). The pages show them through
 * app/shared/picture.ts; the build step postbuild/steps/write-media.ts writes the files. Under the
 * dev server the files are served from here, encoded on first request as the build would.
 */

const MEDIA_MODULE = "virtual:media";

/** The media folder a build reads: `$CONTENT_MEDIA_DIR` (the editor's tests build a copy), else `fallback`. */
export const mediaDirOf = (env: Readonly<Record<string, string | undefined>>, fallback: string) =>
  env.CONTENT_MEDIA_DIR ? path.resolve(env.CONTENT_MEDIA_DIR) : fallback;
const resolved = `\0${MEDIA_MODULE}`;

/** What the media folder holds: every picture the site can show, and every file's facts, by its address on the site. */
interface MediaFolder {
  readonly plans: Map<string, PicturePlan>;
  readonly facts: Map<string, ImageFacts>;
}

/** One file's reading, kept by its path while its size and time stay the same. */
interface Read {
  readonly size: number;
  readonly mtimeMs: number;
  readonly facts: ImageFacts;
  readonly plan: PicturePlan | undefined;
}

// Shared by every copy of this module in the process (Vite bundles one into each config it loads):
// a build reads and hashes each photo once, not once per Vite build (some 0.4 s each for 20 photos).
const reads = ((globalThis as Record<symbol, unknown>)[Symbol.for("grand-river:media-reads")] ??= new Map()) as Map<
  string,
  Read
>;

async function readMedia(mediaDir: string, inspect: (bytes: Uint8Array) => ImageFacts): Promise<MediaFolder> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  const plans = new Map<string, PicturePlan>();
  const facts = new Map<string, ImageFacts>();
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.relative(mediaDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    const where = path.join(mediaDir, file);
    const { size, mtimeMs } = await stat(where);
    let read = reads.get(where);
    if (read?.size !== size || read.mtimeMs !== mtimeMs) {
      const bytes = new Uint8Array(await readFile(where));
      const found = inspect(bytes);
      read = { size, mtimeMs, facts: found, plan: planPicture(file, found, bytes) };
      reads.set(where, read);
    }
    facts.set(`/media/${file}`, read.facts);
    if (read.plan) plans.set(`/media/${file}`, read.plan);
  }
  return { plans, facts };
}

/** Every picture the media folder holds, by its address on the site. */
export const planMedia = async (mediaDir: string, inspect: (bytes: Uint8Array) => ImageFacts) =>
  (await readMedia(mediaDir, inspect)).plans;

/** What the pages import: each picture as it shows, by its address. */
const pagesView = (plans: ReadonlyMap<string, PicturePlan>): Record<string, BuiltPicture> =>
  Object.fromEntries([...plans].map(([address, plan]) => [address, plan.picture]));

interface MediaOptions {
  /** The media folder: packages/content/media, or `$CONTENT_MEDIA_DIR`. */
  readonly mediaDir: string;
  /** The content package's reader of a file's facts, the one its checks use. */
  readonly inspect: (bytes: Uint8Array) => ImageFacts;
}

/** The Vite plugin: `virtual:media`, and the media under the dev server. */
export function media({ mediaDir, inspect }: MediaOptions): Plugin {
  let folder: Promise<MediaFolder> | undefined;
  const read = () => (folder ??= readMedia(mediaDir, inspect));
  const current = async () => (await read()).plans;
  // The dev server's encodings, each made on its first request and kept while it runs.
  const encoded = new Map<string, Promise<Buffer>>();
  return {
    name: "grand-river:media",
    resolveId: (id) => (id === MEDIA_MODULE ? resolved : null),
    async load(id) {
      if (id !== resolved) return null;
      const { plans, facts } = await read();
      // `facts`, each file's as the content checks read it, is for the editor's checks (app/editor/),
      // which no page imports, so no page's bundle carries it.
      return [
        `export default ${JSON.stringify(pagesView(plans))};`,
        `export const facts = ${JSON.stringify(Object.fromEntries(facts))};`,
      ].join("\n");
    },
    configureServer(server) {
      server.watcher.add(mediaDir);
      server.watcher.on("all", (_, file) => {
        if (!file.startsWith(mediaDir + path.sep)) return;
        folder = undefined;
        const module = server.moduleGraph.getModuleById(resolved);
        if (module) server.moduleGraph.invalidateModule(module);
      });
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split("?")[0] ?? "";
        if (!url.startsWith("/media/") && !url.startsWith("/assets/media/")) return next();
        void (async () => {
          const found = [...(await current()).values()];
          const svg = found.find((plan) => plan.picture.src === url && plan.variants.length === 0);
          const raster = found.find((plan) => plan.variants.some((v) => v.url === url));
          const variant = raster?.variants.find((v) => v.url === url);
          if (raster && variant && !encoded.has(url))
            encoded.set(
              url,
              readFile(path.join(mediaDir, raster.source)).then((source) => encodeVariant(source, variant)),
            );
          const bytes = svg ? await readFile(path.join(mediaDir, svg.source)) : await encoded.get(url);
          if (!bytes) return next();
          const type: Readonly<Record<string, string>> = {
            svg: "image/svg+xml",
            avif: "image/avif",
            webp: "image/webp",
            jpg: "image/jpeg",
            png: "image/png",
          };
          response.setHeader("Content-Type", type[url.split(".").pop() ?? ""] ?? "application/octet-stream");
          response.end(bytes);
        })().catch(next);
      });
    },
  };
}
