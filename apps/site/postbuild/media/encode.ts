import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ENCODINGS, type PicturePlan, type Variant } from "./variants";

/**
 * Encodes a picture's variants with sharp (libvips): turned upright by its orientation, resized,
 * and written with no metadata at all (no EXIF, so no GPS position; sharp keeps none unless asked).
 * Each file is kept in a cache folder by its name, which holds the source's hash and the settings'
 * (./variants.ts), so a build with no new picture encodes nothing.
 */

/** Where encoded files wait between builds: beside the site's other build caches, git-ignored. */
export const mediaCacheDir = (root: string) => path.join(root, "node_modules/.cache/grand-river-media");

/** One variant's bytes, from the cache or newly encoded (and then cached). */
async function variantBytes(source: Buffer, variant: Variant, cacheDir: string): Promise<Buffer> {
  const cached = path.join(cacheDir, path.posix.basename(variant.url));
  try {
    return await readFile(cached);
  } catch {
    const resized = sharp(source).rotate().resize({ width: variant.width, withoutEnlargement: true });
    const encoded = await resized
      .toFormat(variant.format === "jpg" ? "jpeg" : variant.format, ENCODINGS[variant.format])
      .toBuffer();
    // Written whole, then renamed: two builds at once (the site's and the relay's) never read half a file.
    const partial = `${cached}.${process.pid}.part`;
    await writeFile(partial, encoded);
    await rename(partial, cached);
    return encoded;
  }
}

/** Writes every variant of `plan` into `siteDir` at its address, reading the source from `mediaDir`. */
export async function writeVariants(
  plan: PicturePlan,
  mediaDir: string,
  siteDir: string,
  cacheDir: string,
): Promise<number> {
  if (plan.variants.length === 0) return 0;
  await mkdir(cacheDir, { recursive: true });
  const source = await readFile(path.join(mediaDir, plan.source));
  let encoded = 0;
  for (const variant of plan.variants) {
    const bytes = await variantBytes(source, variant, cacheDir);
    const target = path.join(siteDir, variant.url);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
    encoded += 1;
  }
  return encoded;
}

/** The bytes of one variant for the dev server, encoded on first request like the build would. */
export async function devVariant(
  plan: PicturePlan,
  url: string,
  mediaDir: string,
  cacheDir: string,
): Promise<Buffer | undefined> {
  const variant = plan.variants.find((v) => v.url === url);
  if (!variant) return undefined;
  await mkdir(cacheDir, { recursive: true });
  return variantBytes(await readFile(path.join(mediaDir, plan.source)), variant, cacheDir);
}
