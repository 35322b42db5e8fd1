/**
 * What a slow build step makes (a social card's pixels, a page's styles, a file's Zopfli twin),
 * kept between builds under the hash of everything it was made from: the inputs the step hands in
 * and the code that makes it. A rebuild after one edit at /edit makes again only what that edit
 * changed, and what it takes from the cache is the very bytes an uncached build would make.
 *
 * The code is named by files, whose contents are hashed into every key: the step's pure helper
 * (the module that turns the inputs into the bytes) and the `package.json` of each library it
 * makes them with, whose version is in it. A change to either misses, with no version constant to
 * remember to bump. So a helper whose output depends on another module of ours must name that one
 * too, or hand what it reads from it in as an input.
 *
 * Each entry is one file, `<folder>/<sha256>`, written whole under another name and then renamed,
 * so a build beside this one (another worktree's, the e2e's relay build) never reads half an entry.
 * At its end a step sweeps away what it did not use, unless another build has used it since this
 * one began: the cache holds about one build's worth and never grows by itself.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Where the steps keep their caches: `node_modules/.cache/grand-river-build/` at the workspace's root. */
export function buildCacheFolder(root: string): string {
  // `root` is apps/site. The root's node_modules, because that is the folder hosts that keep one
  // between deploys keep (docs/architecture.md, "The build's steps"); .gitignore covers it, so it
  // is no input of turbo's cache key, and no output turbo would store or replay.
  return path.resolve(root, "../../node_modules/.cache/grand-river-build");
}

const require = createRequire(import.meta.url);

/**
 * The `package.json` of an installed library, whose version a step's cache key should hold: by its
 * export, or, for a library that exports none (sharp), the nearest one above its entry.
 */
export function packageFile(name: string): string {
  try {
    return require.resolve(`${name}/package.json`);
  } catch {
    let dir = path.dirname(require.resolve(name));
    while (!existsSync(path.join(dir, "package.json")) && dir !== path.dirname(dir)) dir = path.dirname(dir);
    return path.join(dir, "package.json");
  }
}

/** An input of a step: text or bytes. */
type Input = string | Uint8Array;

/** A step's cache while it runs. */
export interface StepCache {
  /**
   * The bytes `make` returns for `inputs`: from the cache when a build has made them before with
   * the same code, else made now and kept. `inputs` must hold everything `make` reads.
   */
  readonly bytes: (inputs: readonly Input[], make: () => Buffer | Promise<Buffer>) => Promise<Buffer>;
}

/** Whether a file-system error says the file is not there (another build swept it away). */
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === "ENOENT";

/** Hashes `parts` so that no two different lists of parts hash alike (each is prefixed by its length). */
function hashOf(parts: readonly Input[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(`${Buffer.byteLength(part)}:`).update(part);
  return hash.digest("hex");
}

/** A step's cache opened by hand, for work that is not one function (a Vite plugin's hooks): `sweep` at its end. */
export interface OpenStepCache extends StepCache {
  /** Deletes the entries this run did not use, unless a build beside it has used them since it began. */
  readonly sweep: () => Promise<void>;
}

/** Opens the cache in `folder` for the code in `code` (files, by path or `file:` URL). */
export async function openStepCache(folder: string, code: readonly (string | URL)[]): Promise<OpenStepCache> {
  const began = Date.now();
  const codeHash = hashOf(
    await Promise.all(code.map((file) => readFile(typeof file === "string" ? file : fileURLToPath(file)))),
  );
  await mkdir(folder, { recursive: true });
  const used = new Set<string>();

  const bytes: StepCache["bytes"] = async (inputs, make) => {
    const key = hashOf([codeHash, ...inputs]);
    const entry = path.join(folder, key);
    used.add(key);
    try {
      const kept = await readFile(entry);
      // Marks it used for a build beside this one that sweeps the same folder.
      const now = new Date();
      await utimes(entry, now, now).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
      return kept;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    const made = await make();
    const partial = `${entry}.${randomBytes(6).toString("hex")}.partial`;
    await writeFile(partial, made);
    await rename(partial, entry).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
    return made;
  };

  const sweep = async () => {
    for (const name of await readdir(folder)) {
      if (used.has(name)) continue;
      const file = path.join(folder, name);
      const since = await stat(file).then(
        (found) => found.mtimeMs,
        (error: unknown) => {
          if (isMissing(error)) return began;
          throw error;
        },
      );
      if (since < began) await rm(file, { force: true });
    }
  };
  return { bytes, sweep };
}

/**
 * Runs `work` with the cache in `folder` for the code in `code` (files, by path or `file:` URL),
 * then sweeps the folder of the entries this run did not use. Returns what `work` returns.
 */
export async function withStepCache<Out>(
  folder: string,
  code: readonly (string | URL)[],
  work: (cache: StepCache) => Promise<Out>,
): Promise<Out> {
  const cache = await openStepCache(folder, code);
  const out = await work(cache);
  await cache.sweep();
  return out;
}
