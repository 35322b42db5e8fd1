// Serves build/client the way a static CDN does: each page at its address (`/team` from
// team.html), the 301s of `_redirects`, a page asked for with a trailing slash sent on to its
// address, gzip on the wire (a file's precompressed twin where the build wrote one), 404.html with
// status 404 for anything without a file, and the headers of `_headers` (Netlify / Cloudflare Pages
// syntax), so tests run under the deployed security policy. `npm start`, Playwright and the bench
// use it; `pnpm test:hosts` checks it as it checks the real hosts (hosts/local.test.ts).
import { createReadStream, existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import sirv from "sirv";
import { headersFrom } from "./serve/headers.mjs";
import { originForm, requestPath } from "./serve/request-path.mjs";
import { routesOf } from "./serve/routes.mjs";

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const root = path.resolve(appDir, process.env.SITE_BUILD_DIR ?? "build", "client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";
const notFoundPage = path.join(root, "404.html");

if (!existsSync(notFoundPage)) {
  console.error(`No build at ${root}: run the build first.`);
  process.exit(1);
}

const applyHeaders = await headersFrom(path.join(root, "_headers"));
const { redirectFor, fileFor } = await routesOf(root);
const gzip = compression();
// Exact files only (no `extensions`): sirv would otherwise also answer `/index` and `/team/` with a
// page, at addresses `_headers` gives no policy. Pages are found by `fileFor` instead.
// A file's `.gz` twin goes out as it is, as nginx's `gzip_static` sends it (the build writes them,
// postbuild/precompress.ts); the compression middleware gzips only what has none.
const files = sirv(root, { etag: true, extensions: [], dotfiles: false, gzip: true });

function notFound(res) {
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  createReadStream(notFoundPage).pipe(res);
}

createServer((req, res) => {
  req.url = originForm(req.url);
  applyHeaders(req, res);
  const pathname = requestPath(req.url);

  const location = redirectFor(pathname);
  if (location) {
    res.writeHead(301, { Location: location, "Content-Length": 0 }).end();
    return;
  }
  // The .gz twins are for hosts that send them as a page's encoding (nginx's gzip_static); sirv
  // would send one asked for by name as an HTML page, at an address with no policy.
  if (pathname.endsWith(".gz")) return notFound(res);

  const page = fileFor(pathname);
  if (page) req.url = `/${page}`;
  // Ranges are ignored, as RFC 9110 §14.2 allows. sirv has no option to turn its own handling off,
  // and it throws (ending the process) on an end past 2^53 or a start past the end (lukeed/sirv#175,
  // open; 3.0.2 is its latest release), answers `bytes=-5` with the first six bytes, and the
  // compression middleware would gzip a 206's slice under an identity Content-Range. A whole 200 is
  // always a correct answer, and the site has no media that needs ranges.
  delete req.headers.range;

  gzip(req, res, () => files(req, res, () => notFound(res)));
}).listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root)} at http://${host}:${port}`);
});
