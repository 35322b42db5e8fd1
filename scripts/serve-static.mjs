// Kept rather than sirv or serve-handler: they would replace the file lookup and MIME table, but the
// sub-folder mount, the fallback and the guard stay, for one more dependency: not simpler.
// A static file server on a free port: the smallest stand-in for a CDN, for tests that load a
// build in a browser (the consumer app of the packages, the built Storybook).
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
};

/**
 * Serves `dir` under `base` (a folder of the host, such as "/design-system/"), a folder's
 * index.html for the folder. A path that is no file gets `fallback` (a single-page app's
 * index.html), or a 404 when there is none. Resolves to { url, close }, `url` ending in `base`.
 */
export function serveStatic(dir, { base = "/", fallback = "index.html" } = {}) {
  const server = createServer((request, response) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    } catch {
      // A malformed escape (`/%E0%A4%A`) is a bad request, not the end of the server.
      return response.writeHead(400).end();
    }
    let file = pathname.startsWith(base) ? path.join(dir, path.normalize(pathname.slice(base.length))) : "";
    if (file && existsSync(file) && statSync(file).isDirectory()) file = path.join(file, "index.html");
    // Inside `dir` itself: `/..%2Fsite-private/` decodes to a sibling folder whose name starts like `dir`'s.
    const inside = file !== "" && !path.relative(dir, file).startsWith("..");
    if (!inside || !existsSync(file)) {
      if (!fallback) return response.writeHead(404).end();
      file = path.join(dir, fallback);
    }
    response.writeHead(200, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}${base}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}
