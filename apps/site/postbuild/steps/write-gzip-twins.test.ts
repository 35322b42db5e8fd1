import { gunzipSync } from "node:zlib";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipTwin } from "../precompress";
import { testBuild } from "./test-build";
import { writeGzipTwins } from "./write-gzip-twins";

// Counts the compressions, to tell a twin made from one taken from the cache.
vi.mock("../precompress", async (importOriginal) => {
  const original = await importOriginal<typeof import("../precompress")>();
  return { ...original, gzipTwin: vi.fn(original.gzipTwin) };
});

const text = "<p>a page long enough to compress well, </p>".repeat(20);

describe("writeGzipTwins", () => {
  it("writes a .gz twin with the same text beside each text file, in every folder, and none for an image or a file it would not shrink", async () => {
    const { build, files, remove } = await testBuild({
      "team.html": text,
      "assets/page-1.js": text,
      "images/photo.webp": text,
      "robots.txt": "User-agent: *",
    });

    await writeGzipTwins.run(build);

    expect(await files()).toEqual([
      "assets/page-1.js",
      "assets/page-1.js.gz",
      "images/photo.webp",
      "robots.txt",
      "team.html",
      "team.html.gz",
    ]);
    expect(gunzipSync(await readFile(path.join(build.site, "assets/page-1.js.gz"))).toString()).toBe(text);
    await remove();
  });

  it("compresses again, after an edit, only the file that changed, and writes what an uncached build writes", async () => {
    const site = { "faq.html": text, "team.html": text, "assets/page-1.js": text, "robots.txt": "User-agent: *" };
    const edited = { ...site, "faq.html": text.replace("a page", "an edited page") };
    const first = await testBuild(site);
    await writeGzipTwins.run(first.build);
    const rebuilt = await testBuild(edited);
    const uncached = await testBuild(edited);
    await writeGzipTwins.run(uncached.build);
    vi.mocked(gzipTwin).mockClear();

    await writeGzipTwins.run({ ...rebuilt.build, cache: first.build.cache });

    expect(vi.mocked(gzipTwin).mock.calls.map(([file]) => file)).toEqual(["faq.html"]);
    const files = await uncached.files();
    expect(await rebuilt.files()).toEqual(files);
    for (const file of files)
      expect(
        (await readFile(path.join(rebuilt.build.site, file))).equals(
          await readFile(path.join(uncached.build.site, file)),
        ),
        file,
      ).toBe(true);
    await Promise.all([first.remove(), rebuilt.remove(), uncached.remove()]);
  });
});
