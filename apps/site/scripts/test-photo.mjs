// A phone's photo for the tests and the bench, made here (no network): a landscape with sky, hills
// and grain, large and carrying the EXIF a phone writes, GPS position included, which the build
// must never pass on.
import sharp from "sharp";

/** Where the test photo says it was taken: Grand Rapids, as a phone writes it (degrees, minutes, seconds). */
const TEST_PHOTO_GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "42/1 57/1 48/1",
  GPSLongitudeRef: "W",
  GPSLongitude: "85/1 40/1 12/1",
};

/**
 * Writes a JPEG of `width` × `height` to `file`: smooth shapes under per-pixel grain, at quality 92,
 * so a 4,000 × 3,000 one weighs about 5 MB as a phone's does, with EXIF (the camera, the GPS
 * position) and the orientation tag `orientation` (1 upright, 6 turned a quarter); `seed` makes
 * another photo's grain. Resolves with its size in bytes.
 */
export async function writeTestPhoto(file, { width = 4000, height = 3000, orientation = 1, seed: start = 1 } = {}) {
  const pixels = Buffer.alloc(width * height * 3);
  // Another seed, another grain: photos of the same size with different bytes.
  let seed = start;
  const grain = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 60;
  };
  const clamp = (value) => Math.max(0, Math.min(255, value));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const sky = y < height * (0.45 + 0.05 * Math.sin(x / 400));
      const n = grain();
      pixels[i] = clamp(sky ? 90 + (60 * y) / height + n : 60 + 80 * Math.sin(x / 300) + 40 * Math.cos(y / 200) + n);
      pixels[i + 1] = clamp(sky ? 140 + (50 * y) / height + n : 110 + 50 * Math.sin((x + y) / 250) + n);
      pixels[i + 2] = clamp(sky ? 220 - (40 * y) / height + n : 50 + 30 * Math.cos(x / 150) + n);
    }
  }
  const info = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: "Test", Model: "Phone" }, IFD3: TEST_PHOTO_GPS })
    .withMetadata({ orientation })
    .jpeg({ quality: 92 })
    .toFile(file);
  return info.size;
}
