// Kept: reads only the container of each format the build writes, to find an EXIF block (where a
// phone keeps the GPS position); an EXIF library would parse the block itself, which is not needed.

const ascii = (bytes, from, length) => String.fromCharCode(...bytes.subarray(from, from + length));

/** JPEG: an APP1 segment holding "Exif\0\0", before the image data starts. */
function jpegHasExif(bytes) {
  for (let at = 2; at + 4 <= bytes.length;) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1];
    if (marker === 0xda || marker === 0xd9) return false;
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    if (marker === 0xe1 && ascii(bytes, at + 4, 4) === "Exif") return true;
    at += 2 + length;
  }
  return false;
}

/** PNG: an `eXIf` chunk. */
function pngHasExif(bytes) {
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
    const type = ascii(bytes, at + 4, 4);
    if (type === "eXIf") return true;
    if (type === "IEND") return false;
    at += 12 + length;
  }
  return false;
}

/** WebP: an `EXIF` chunk of its RIFF container. */
function webpHasExif(bytes) {
  for (let at = 12; at + 8 <= bytes.length;) {
    const length = bytes[at + 4] | (bytes[at + 5] << 8) | (bytes[at + 6] << 16) | (bytes[at + 7] << 24);
    if (ascii(bytes, at, 4) === "EXIF") return true;
    at += 8 + length + (length % 2);
  }
  return false;
}

/** AVIF (HEIF): an item of type "Exif" listed in its `meta` box, which comes before the image data. */
const avifHasExif = (bytes) => {
  const meta = ascii(bytes, 0, Math.min(bytes.length, 4096));
  return /infe[\s\S]{4,12}Exif/.test(meta);
};

const checks = { jpg: jpegHasExif, jpeg: jpegHasExif, png: pngHasExif, webp: webpHasExif, avif: avifHasExif };
const checkFor = (file) => checks[file.split(".").pop()?.toLowerCase() ?? ""];

/** Whether a file is a raster image, which may carry EXIF. */
export const isRaster = (file) => checkFor(file) !== undefined;

/** Whether an image file the build wrote carries EXIF, by its extension; `undefined` for a file that is no raster. */
export function hasExif(file, bytes) {
  return checkFor(file)?.(bytes);
}
