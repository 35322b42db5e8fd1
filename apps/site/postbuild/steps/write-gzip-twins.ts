import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipTwin, isTextFile } from "../precompress";
import { siteFiles, step } from "../site-build";
import { packageFile, withStepCache } from "../step-cache";

/**
 * Very last, once every file is final: a .gz beside each text file (../precompress.ts), for servers
 * that send it as is. Zopfli is slow (Decap's 5 MB bundle alone takes seconds), so each twin is
 * kept by the file's name and bytes (../step-cache.ts): a rebuild compresses only the files that
 * changed. The key's code is precompress.ts and Zopfli's package.
 */
export const writeGzipTwins = step("write a .gz beside each text file", ({ site, cache }) =>
  withStepCache(
    path.join(cache, "gzip-twins"),
    [new URL("../precompress.ts", import.meta.url), packageFile("@gfx/zopfli")],
    async (cached) => {
      for (const file of await siteFiles(site)) {
        if (file.endsWith(".gz") || !isTextFile(file)) continue;
        const content = await readFile(path.join(site, file));
        // An empty entry stands for no twin (compressing would not pay): a gzip file is never empty.
        const twin = await cached.bytes(
          [file, content],
          async () => (await gzipTwin(file, content)) ?? Buffer.alloc(0),
        );
        if (twin.length > 0) await writeFile(path.join(site, `${file}.gz`), twin);
      }
    },
  ),
);
