import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { inspectImage } from "@grand-river/content/build";
import { writeTestPhoto } from "../../scripts/test-photo.mjs";
import { withStepCache } from "../step-cache";
import { writeVariants } from "./encode";
import { planMedia } from "./plugin";
import { widthsFor } from "./variants";

describe("the widths a picture is made at", () => {
  it.each([
    [4000, [480, 800, 1200, 1600, 2000]],
    [1300, [480, 800, 1200, 1300]],
    [640, [480, 640]],
    [300, [300]],
  ])("a source %i pixels wide gives %j, never wider than itself", (width, widths) => {
    expect(widthsFor(width)).toEqual(widths);
  });
});

describe("a phone's photo through the build", () => {
  let dir: string;
  let media: string;
  let site: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "media-"));
    media = path.join(dir, "media");
    site = path.join(dir, "site");
    await mkdir(media, { recursive: true });
    // Taken turned a quarter (orientation 6): 900 × 600 as stored, 600 × 900 upright.
    await writeTestPhoto(path.join(media, "harbor.jpg"), { width: 900, height: 600, orientation: 6 });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("is planned upright, as AVIF and WebP before its own JPEG, at every width of its ladder", async () => {
    const plan = (await planMedia(media, inspectImage)).get("/media/harbor.jpg");
    expect(plan?.picture).toMatchObject({ width: 600, height: 900 });
    expect(plan?.picture.sources?.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(plan?.picture.srcSet).toMatch(
      /^\/assets\/media\/harbor-\w{10}-480\.jpg 480w, \/assets\/media\/harbor-\w{10}-600\.jpg 600w$/,
    );
    expect(plan?.variants).toHaveLength(6);
  });

  it("writes every file upright, at its width, with no EXIF (no GPS position), and from the cache the second time", async () => {
    const plan = (await planMedia(media, inspectImage)).get("/media/harbor.jpg")!;
    const cache = path.join(dir, "cache");
    const code = [new URL("./encode.ts", import.meta.url)];
    expect(await withStepCache(cache, code, (kept) => writeVariants(plan, media, site, kept))).toBe(6);
    for (const variant of plan.variants) {
      const written = await sharp(path.join(site, variant.url)).metadata();
      expect({ format: written.format, width: written.width, exif: written.exif }).toEqual({
        format: { avif: "heif", webp: "webp", jpg: "jpeg", png: "png" }[variant.format],
        width: variant.width,
        exif: undefined,
      });
      expect(written.height).toBeGreaterThan(written.width);
    }
    const again = path.join(dir, "site-again");
    expect(await withStepCache(cache, code, (kept) => writeVariants(plan, media, again, kept))).toBe(0);
    for (const variant of plan.variants)
      expect(await readFile(path.join(again, variant.url))).toEqual(await readFile(path.join(site, variant.url)));
  }, 60_000);
});
