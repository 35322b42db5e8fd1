import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { StepCache } from "../step-cache";
import { ENCODINGS, type PicturePlan, type Variant } from "./variants";

/**
 * Encodes a picture's variants with sharp (libvips): turned upright by its orientation, resized,
 * and written with no metadata at all (no EXIF, so no GPS position; sharp keeps none unless asked).
 */

/** One variant's bytes, encoded from the source's bytes. */
export async function encodeVariant(source: Buffer, variant: Variant): Promise<Buffer> {
  const format = variant.format === "jpg" ? "jpeg" : variant.format;
  return sharp(source)
    .rotate()
    .resize({ width: variant.width, withoutEnlargement: true })
    .toFormat(format, ENCODINGS[variant.format])
    .toBuffer();
}

/**
 * Writes every variant of `plan` into `siteDir` at its address, reading the source from
 * `mediaDir`; each from `cache` when a build has made it before (by the plan's key, which holds the
 * source's hash and the settings, and the variant's format and width). Resolves with how many it encoded.
 */
export async function writeVariants(
  plan: PicturePlan,
  mediaDir: string,
  siteDir: string,
  cache: StepCache,
): Promise<number> {
  let source: Buffer | undefined;
  let encoded = 0;
  for (const variant of plan.variants) {
    const bytes = await cache.bytes([plan.key, variant.format, String(variant.width)], async () => {
      encoded += 1;
      source ??= await readFile(path.join(mediaDir, plan.source));
      return encodeVariant(source, variant);
    });
    const target = path.join(siteDir, variant.url);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
  return encoded;
}
