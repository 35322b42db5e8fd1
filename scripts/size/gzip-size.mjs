// Kept: node:zlib is the library; this caches each file's size across routes.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/** Gzip size in bytes at level 9, the best a CDN's static compression sends. */
export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length;
}

/** A gzip sizer for files that reads and compresses each file once, however many routes share it. */
export function createFileGzipSizer(read = readFileSync) {
  const sizes = new Map();
  return (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSize(read(file)));
    return sizes.get(file);
  };
}

/** Summed gzip size of a set of files, each counted once: the browser fetches a shared chunk once. */
export function gzipSizeOfFiles(files, sizeOf = createFileGzipSizer()) {
  let total = 0;
  for (const file of new Set(files)) total += sizeOf(file);
  return total;
}
