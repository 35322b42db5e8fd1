import { gzip } from "@gfx/zopfli";

/** Text files worth compressing ahead of time; images other than SVG are compressed already. */
const textFile = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

/** Whether `file` is text, which may get a twin; any other file never does. */
export const isTextFile = (file: string) => textFile.test(file);

/**
 * The `.gz` twin of a file, for servers that send precompressed files as they are (nginx's
 * `gzip_static`), or undefined when the file is no text or compression would not pay. Zopfli, which
 * any gzip reader unpacks, writes it about 3 % smaller than gzip's level 9: on /ai-playbook that is
 * what keeps the page and its headers inside the first 14.6 KB a new connection sends at once (ten
 * TCP segments), which its first paint would otherwise wait a round trip longer for.
 * Pure: the build config reads and writes the files.
 */
export async function gzipTwin(file: string, content: Buffer): Promise<Buffer | undefined> {
  if (!isTextFile(file)) return undefined;
  const compressed = await new Promise<Uint8Array>((resolve, reject) =>
    gzip(content, { numiterations: 1 }, (error, output) => (error ? reject(error) : resolve(output))),
  );
  return compressed.length < content.length ? Buffer.from(compressed) : undefined;
}
