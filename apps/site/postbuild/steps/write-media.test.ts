import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { testBuild } from "./test-build";
import { writeMedia } from "./write-media";

describe("writeMedia", () => {
  let media: string;
  beforeAll(async () => {
    media = await mkdtemp(path.join(tmpdir(), "write-media-"));
    await mkdir(path.join(media, "slides"));
    await writeFile(
      path.join(media, "slides/one.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720"/>',
    );
    await sharp({ create: { width: 600, height: 400, channels: 3, background: "#2a6" } })
      .png()
      .toFile(path.join(media, "team.png"));
  });
  afterAll(() => rm(media, { recursive: true, force: true }));

  it("serves an SVG as it is under /media/, and a raster only as the files made of it, never its source", async () => {
    const { build, files, remove } = await testBuild({}, { CONTENT_MEDIA_DIR: media });
    try {
      await writeMedia.run(build);
      const written = await files();
      expect(written).toContain("media/slides/one.svg");
      const made = written.filter((file) => file.includes("team")).map((file) => file.replace(/-\w{10}-/, "-<hash>-"));
      expect(made.sort()).toEqual(
        [480, 600].flatMap((width) =>
          ["avif", "png", "webp"].map((format) => `assets/media/team-<hash>-${width}.${format}`),
        ),
      );
      expect(written).not.toContain("media/team.png");
    } finally {
      await remove();
    }
  }, 60_000);
});
