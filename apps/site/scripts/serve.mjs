// Serves build/client the way a static CDN does: a file per path (team/index.html for /team),
// gzip on the wire, and 404.html with status 404 for anything without a file.
import { createReadStream, existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import sirv from "sirv";

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const root = path.resolve(appDir, process.env.SITE_BUILD_DIR ?? "build", "client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";
const notFoundPage = path.join(root, "404.html");

if (!existsSync(notFoundPage)) {
  console.error(`No build at ${root}: run the build first.`);
  process.exit(1);
}

const gzip = compression();
const files = sirv(root, { etag: true, extensions: ["html"], dotfiles: false });

createServer((req, res) => {
  gzip(req, res, () =>
    files(req, res, () => {
      res.statusCode = 404;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      createReadStream(notFoundPage).pipe(res);
    }),
  );
}).listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root)} at http://${host}:${port}`);
});
