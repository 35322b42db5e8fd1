import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipTwin } from "../precompress";
import { siteFiles, step } from "../site-build";

/** Very last, once every file is final: a .gz beside each text file (../precompress.ts), for servers that send it as is. */
export const writeGzipTwins = step("write a .gz beside each text file", async ({ site }) => {
  for (const file of await siteFiles(site)) {
    if (file.endsWith(".gz")) continue;
    const twin = await gzipTwin(file, await readFile(path.join(site, file)));
    if (twin) await writeFile(path.join(site, `${file}.gz`), twin);
  }
});
