import { createHash } from "node:crypto";
import path from "node:path";
import type { ImageFacts } from "@grand-river/content/build";

/**
 * What the build makes of each picture in the media folder, decided from its facts and bytes alone
 * (no encoding), so the pages, Storybook and the tests know every file name at once and only the
 * build step encodes (./encode.ts). A raster becomes AVIF and WebP and its own format at a ladder of
 * widths never above its own; an SVG is served as it is.
 */

/** The widths a raster is made at, in pixels: a phone's 1x to a laptop's 2x of the widest place. */
export const WIDTH_LADDER = [480, 800, 1200, 1600, 2000] as const;

/** The formats a browser may choose, best first, each with its MIME type. */
const types = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg", png: "image/png" } as const;

/** A format the build writes. */
export type OutputFormat = keyof typeof types;

/**
 * How each format is encoded, by sharp (libvips). In the cache key, so a change here re-encodes.
 * AVIF's effort 4 is libvips' default; quality 50 keeps a 1,200 px photo near 20-60 KB.
 */
export const ENCODINGS = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 72, effort: 4 },
  jpg: { quality: 75, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
} as const;

/** One file the build writes for a picture. */
export interface Variant {
  /** Its address on the site: "/assets/media/founder-3f2a9c1d-1200.avif". */
  readonly url: string;
  readonly format: OutputFormat;
  readonly width: number;
}

/** What a page needs to show a picture: its size, and the files to choose from. */
export interface BuiltPicture {
  readonly width: number;
  readonly height: number;
  /** The `<img src>`: the SVG, or the raster's own format at a width a phone's screen fills. */
  readonly src: string;
  /** The raster's own format at every width. */
  readonly srcSet?: string;
  /** The better formats, best first, for `<source>`s. */
  readonly sources?: readonly { readonly type: string; readonly srcSet: string }[];
}

/** A picture's plan: what the pages show, and what the build step encodes. */
export interface PicturePlan {
  readonly picture: BuiltPicture;
  /** The media file it is made from, under the media folder. */
  readonly source: string;
  /** The key of its encodings in the cache: its bytes and the encoding settings. */
  readonly key: string;
  readonly variants: readonly Variant[];
}

/** The widths made of a source `width` pixels wide: the ladder below it, then its own (at most the ladder's top). */
export function widthsFor(width: number): number[] {
  const top = Math.min(width, WIDTH_LADDER[WIDTH_LADDER.length - 1] ?? width);
  return [...WIDTH_LADDER.filter((step) => step < top), top];
}

/** The `<img src>` width: the widest at most 1,200, what a phone's screen fills. */
const srcWidth = (widths: readonly number[]) => widths.filter((w) => w <= 1200).at(-1) ?? widths[0] ?? 0;

/** The source's format as the fallback; the better ones before it. */
function formatsFor(format: string): { fallback: OutputFormat; better: OutputFormat[] } {
  const fallback: OutputFormat = format === "png" || format === "webp" || format === "avif" ? format : "jpg";
  return { fallback, better: (["avif", "webp"] as const).filter((f) => f !== fallback) };
}

/** The key of a picture's encodings: a change of its bytes or of the settings makes new files. */
export const encodingKey = (bytes: Uint8Array) =>
  createHash("sha256").update(bytes).update(JSON.stringify(ENCODINGS)).digest("hex").slice(0, 10);

/**
 * The plan for the media file `file` ("founder.jpg", under the media folder, served at
 * /media/founder.jpg), from its facts and bytes; `undefined` for a file the site cannot show (the
 * content check refuses any a page names).
 */
export function planPicture(file: string, facts: ImageFacts, bytes: Uint8Array): PicturePlan | undefined {
  if (!facts.readable) return undefined;
  const { width, height, format } = facts;
  if (format === "svg")
    return { picture: { width, height, src: `/media/${file}` }, source: file, key: "", variants: [] };
  if (!(format in types) && format !== "jpg") return undefined;
  const key = encodingKey(bytes);
  const stem = path.posix.basename(file, path.posix.extname(file)).replace(/[^\w-]+/g, "-");
  const widths = widthsFor(width);
  const { fallback, better } = formatsFor(format);
  const variants = [...better, fallback].flatMap((f) =>
    widths.map((w) => ({ url: `/assets/media/${stem}-${key}-${w}.${f}`, format: f, width: w })),
  );
  const srcSetOf = (f: OutputFormat) =>
    variants
      .filter((variant) => variant.format === f)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(", ");
  const picture: BuiltPicture = {
    width,
    height,
    src: variants.find((v) => v.format === fallback && v.width === srcWidth(widths))?.url ?? "",
    srcSet: srcSetOf(fallback),
    sources: better.map((f) => ({ type: types[f], srcSet: srcSetOf(f) })),
  };
  return { picture, source: file, key, variants };
}
