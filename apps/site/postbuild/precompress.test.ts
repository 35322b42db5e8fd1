import { gunzipSync, gzipSync } from "node:zlib";
import { gzipTwin } from "./precompress";

const page = Buffer.from(`<!DOCTYPE html><html lang="en"><body>${"<p>Grand River AI</p>".repeat(200)}</body></html>`);

describe("gzipTwin", () => {
  it("compresses a text file into a twin that unpacks to the same bytes, smaller than gzip's best", async () => {
    const twin = await gzipTwin("team.html", page);

    expect(twin).toBeDefined();
    expect(twin!.length).toBeLessThan(gzipSync(page, { level: 9 }).length);
    expect(gunzipSync(twin!).equals(page)).toBe(true);
  });

  it.each(["photo.png", "photo.webp", "font.woff2", "_redirects"])("leaves %s alone", async (file) => {
    expect(await gzipTwin(file, page)).toBeUndefined();
  });

  it("writes no twin that would be bigger than the file", async () => {
    expect(await gzipTwin("robots.txt", Buffer.from("User-agent: *"))).toBeUndefined();
  });
});
