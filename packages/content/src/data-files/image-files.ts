import { imageSize } from "image-size";

/**
 * What a picture file is, read from its first bytes, and what is wrong with it: the one check the
 * build (over the media folder) and the editor (over an upload) both run, so they refuse the same
 * file in the same words. Pure: each caller reads the bytes its own way.
 */

/** Where the agency's pictures are served from; the editor's uploads go there too. */
export const MEDIA_PATH = "/media/";

/** The largest file the editor takes, in bytes: a phone's photo is 2-8 MB. */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;

/** The widest picture taken, in pixels: wider only costs the build time. */
const IMAGE_MAX_WIDTH = 8000;

/** Formats a browser shows and the build re-encodes (rasters) or keeps (SVG). */
const shown = ["jpg", "png", "webp", "avif", "svg"] as const;

/** A picture's format, as the build names its files. */
type ImageFormat = (typeof shown)[number];

/** A file's facts: its format and size as shown (a photo turned by its orientation tag is turned here too). */
export type ImageFacts =
  | {
      readonly readable: true;
      readonly format: string;
      readonly width: number;
      readonly height: number;
      readonly bytes: number;
    }
  | { readonly readable: false; readonly bytes: number };

/** EXIF orientations 5 to 8 turn a photo a quarter turn, so its width and height swap. */
const turnsQuarter = (orientation: number | undefined) => orientation !== undefined && orientation >= 5;

// HEIF's brands for HEVC-coded pictures (an iPhone's photos); AVIF is HEIF too, coded otherwise.
const heicBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);

/** Whether the bytes are an HEIC picture, told by its `ftyp` box's brand whether or not its size can be read. */
function isHeic(bytes: Uint8Array): boolean {
  const text = (from: number) => String.fromCharCode(...bytes.subarray(from, from + 4));
  return bytes.length >= 12 && text(4) === "ftyp" && heicBrands.has(text(8));
}

/** The facts of a file's bytes. */
export function inspectImage(bytes: Uint8Array): ImageFacts {
  if (isHeic(bytes)) return { readable: true, format: "heic", width: 0, height: 0, bytes: bytes.length };
  try {
    const { type, width, height, orientation } = imageSize(bytes);
    if (!type || !width || !height) return { readable: false, bytes: bytes.length };
    const [w, h] = turnsQuarter(orientation) ? [height, width] : [width, height];
    return { readable: true, format: type, width: w, height: h, bytes: bytes.length };
  } catch {
    return { readable: false, bytes: bytes.length };
  }
}

/** Whether the format is one the site shows. */
const isShownFormat = (format: string): format is ImageFormat => (shown as readonly string[]).includes(format);

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
const grouped = (n: number) => n.toLocaleString("en-US");

/**
 * What is wrong with the picture `file` (a path under /media/), given its facts (`undefined` when
 * no such file is there), finishing the sentence "<data file> › <entry> › File: …"; or nothing.
 */
export function imageFileProblem(file: string, facts: ImageFacts | undefined): string | undefined {
  if (!file.startsWith(MEDIA_PATH))
    return `“${file}” is not in the media folder (${MEDIA_PATH}). Upload the picture again.`;
  if (facts === undefined) return `“${file}” is not in the media folder. Upload it again, or choose another picture.`;
  if (facts.bytes > IMAGE_MAX_BYTES)
    return `“${file}” is ${megabytes(facts.bytes)} MB; a picture may be at most ${megabytes(IMAGE_MAX_BYTES)} MB. Save it smaller (2,400 pixels wide is plenty) and upload that.`;
  if (!facts.readable)
    return `“${file}” could not be read as a picture: it may be damaged, or not a picture at all. Save it again as a JPEG or PNG and upload that.`;
  if (facts.format === "heic" || facts.format === "heif")
    return `“${file}” is an iPhone photo in HEIC format, which web browsers cannot show. Export it as a JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible) and upload that.`;
  if (!isShownFormat(facts.format))
    return `“${file}” is a ${facts.format.toUpperCase()} file; the site takes JPEG, PNG, WebP, AVIF or SVG. Save it as a JPEG and upload that.`;
  if (facts.width > IMAGE_MAX_WIDTH)
    return `“${file}” is ${grouped(facts.width)} pixels wide; a picture may be at most ${grouped(IMAGE_MAX_WIDTH)}. Save it smaller (2,400 pixels wide is plenty) and upload that.`;
  return undefined;
}

/**
 * A warning, not a refusal: a photo narrower than twice the widest place it shows (`shownAt` CSS
 * pixels) looks soft on a phone's sharp screen. SVGs draw sharp at any size.
 */
export function imageWidthWarning(file: string, facts: ImageFacts | undefined, shownAt: number): string | undefined {
  if (!facts?.readable || facts.format === "svg" || facts.width >= shownAt * 2) return undefined;
  return `“${file}” is ${grouped(facts.width)} pixels wide and shows up to ${grouped(shownAt)} wide, so on sharp screens it needs ${grouped(shownAt * 2)} to look crisp. Upload a larger one if you have it.`;
}

/**
 * The facts of every picture the check may be asked about, by path ("/media/founder.jpg"): the
 * build fills it from the media folder before it checks the data files, the editor from each
 * picture it uploads or opens. A schema's check reads it, since valibot's checks take no context.
 */
export const knownImages = new Map<string, ImageFacts>();
