// Kept: what an island loads once awake, by this site's rules (the build's islands.json).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createFileGzipSizer } from "./gzip-size.mjs";

/** The build's record of its page script and islands (apps/site writes it beside the site), or undefined in a build without one. */
export function readIslandsRecord(clientDir) {
  const file = path.join(clientDir, "..", "islands.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

/**
 * Each island's awake script, gzip level 9: every file it can load once awake (its `all`) but the
 * page script's and the islands runtime's, which a page with islands has loaded already; each file
 * once. `kind` is "plainDom" for an island wired by its plain-DOM module, "react" for one React
 * hydrates. Empty for a build without a record.
 */
export function measureIslands(clientDir, sizeOf = createFileGzipSizer(), record = readIslandsRecord(clientDir)) {
  if (!record) return [];
  const withPage = new Set([...record.pageScript, ...record.islandRuntime]);
  return Object.entries(record.islands).map(([island, { all, plainDom }]) => {
    const files = [...new Set(all)]
      .filter((sitePath) => !withPage.has(sitePath))
      .map((sitePath) => ({ path: sitePath, bytes: sizeOf(path.join(clientDir, decodeURI(sitePath))) }));
    return {
      island,
      kind: plainDom ? "plainDom" : "react",
      files,
      awakeJsBytes: files.reduce((total, file) => total + file.bytes, 0),
    };
  });
}
