import assert from "node:assert/strict";
import { createRequire } from "node:module";
import path from "node:path";
import { test } from "vitest";
import { hasExif } from "./image-metadata.mjs";

// sharp is the site's build's own dependency.
const sharp = createRequire(path.resolve(import.meta.dirname, "../../apps/site/package.json"))("sharp");
const gps = { IFD3: { GPSLatitudeRef: "N", GPSLatitude: "42/1 57/1 48/1" } };
const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a7" } });

for (const format of ["jpeg", "png", "webp", "avif"]) {
  test(`finds the EXIF block (a phone's GPS position) in a ${format} that keeps one, and none in one written without`, async () => {
    const file = `photo.${format === "jpeg" ? "jpg" : format}`;
    const withExif = await picture().withExif(gps).toFormat(format).toBuffer();
    const without = await picture().toFormat(format).toBuffer();
    assert.equal(hasExif(file, withExif), true);
    assert.equal(hasExif(file, without), false);
  });
}

test("says nothing of a file that is no raster", () => {
  assert.equal(hasExif("logo.svg", Buffer.from("<svg/>")), undefined);
});
