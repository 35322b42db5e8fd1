import { gzipSync } from "node:zlib";

/** Text files worth compressing ahead of time; images other than SVG are compressed already. */
const textFile = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

/**
 * The `.gz` twin of a file, gzip level 9, for servers that send precompressed files as they are
 * (nginx's `gzip_static`), or undefined when the file is no text or compression would not pay.
 * Pure: the build config reads and writes the files.
 */
export function gzipTwin(file: string, content: Buffer): Buffer | undefined {
  if (!textFile.test(file)) return undefined;
  const compressed = gzipSync(content, { level: 9 });
  return compressed.length < content.length ? compressed : undefined;
}
