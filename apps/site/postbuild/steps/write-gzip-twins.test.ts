import { gunzipSync } from "node:zlib";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { testBuild } from "./test-build";
import { writeGzipTwins } from "./write-gzip-twins";

describe("writeGzipTwins", () => {
  it("writes a .gz twin with the same text beside each text file, in every folder, and none for an image", async () => {
    const text = "<p>a page long enough to compress well, </p>".repeat(20);
    const { build, files, remove } = await testBuild({
      "team.html": text,
      "assets/page-1.js": text,
      "images/photo.webp": text,
    });

    await writeGzipTwins.run(build);

    expect(await files()).toEqual([
      "assets/page-1.js",
      "assets/page-1.js.gz",
      "images/photo.webp",
      "team.html",
      "team.html.gz",
    ]);
    expect(gunzipSync(await readFile(path.join(build.site, "assets/page-1.js.gz"))).toString()).toBe(text);
    await remove();
  });
});
