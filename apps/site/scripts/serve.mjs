// Serves build/client the way a static CDN does: a file per path (team/index.html for /team),
// gzip on the wire, 404.html with status 404 for anything without a file, and the headers of
// `_headers` (Netlify / Cloudflare Pages syntax), so tests run under the deployed security policy.
import { createReadStream, existsSync, readFileSync } from "node:fs";
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

/**
 * The rules of a `_headers` file: an unindented path pattern, then its indented `Name: value`
 * lines. In a pattern, `*` matches anything and `:name` one path segment, as the hosts read it.
 */
function parseHeaders(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .split(/(\*|:[A-Za-z]\w*)/)
        // Odd parts are the captured `*` and `:name` tokens; even parts are literal text.
        .map((part, index) =>
          index % 2 === 0 ? part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : part === "*" ? ".*" : "[^/]+",
        )
        .join("");
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    if (colon > 0) rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The request path as `_headers` spells paths: each segment percent-encoded the one canonical way. */
function canonicalPath(url) {
  const pathname = (url ?? "/").split("?")[0];
  try {
    return pathname
      .split("/")
      .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
      .join("/");
  } catch {
    return pathname;
  }
}

const headersFile = path.join(root, "_headers");
const headerRules = existsSync(headersFile) ? parseHeaders(readFileSync(headersFile, "utf8")) : [];

/** Sets the headers of every rule matching the path; a header named by two rules gets both values, as hosts do. */
function applyHeaders(req, res) {
  const requestPath = canonicalPath(req.url);
  for (const { pattern, headers } of headerRules) {
    if (!pattern.test(requestPath)) continue;
    for (const [name, value] of headers) {
      const earlier = res.getHeader(name);
      res.setHeader(name, earlier === undefined ? value : `${earlier}, ${value}`);
    }
  }
}

const gzip = compression();
const files = sirv(root, { etag: true, extensions: ["html"], dotfiles: false });

createServer((req, res) => {
  applyHeaders(req, res);
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
