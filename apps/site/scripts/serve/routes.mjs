// Which file or redirect answers each address, from the build's own files: the pages (`team.html`
// at `/team`), `_redirects`, and nothing else. Every `Location` sent is a path written in the build
// (a `_redirects` target or a page's address), never text taken from the request, so no request
// can send a visitor to another site.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * `team.html` → `/team`, `index.html` → `/`, `insights/a-post.html` → `/insights/a-post`: the pages
 * of the build (404.html is no page, nor an old path's refresh page, `Team/index.html`).
 */
function pageAddresses(root) {
  return readdirSync(root, { recursive: true })
    .map((file) => file.split(path.sep).join("/"))
    .filter(
      (file) =>
        file.endsWith(".html") && file !== "404.html" && (file === "index.html" || !file.endsWith("index.html")),
    )
    .map((file) => ({
      file,
      address: file === "index.html" ? "/" : `/${file.slice(0, -5).split("/").map(encodeURIComponent).join("/")}`,
    }));
}

/** The 301s of a `_redirects` file: `from to status` lines, paths percent-encoded. */
function parseRedirects(text) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to]) => from?.startsWith("/") && to?.startsWith("/"))
    .map(([from, to]) => [from, to]);
}

/**
 * The site's routes: `redirectFor(path)` is where a request path is sent on (each old path as
 * `_redirects` says, a page asked for with a trailing slash to its address), `fileFor(path)` the
 * page file a page address is served from (`/team` and `/team.html` from team.html, `/` and
 * `/index.html` from index.html): the addresses `_headers` gives the page's policy. Paths as
 * `requestPath` spells them.
 */
export function routesOf(root) {
  const pages = pageAddresses(root);
  const redirectsFile = path.join(root, "_redirects");
  const redirects = new Map(existsSync(redirectsFile) ? parseRedirects(readFileSync(redirectsFile, "utf8")) : []);
  for (const { address } of pages) if (address !== "/") redirects.set(`${address}/`, address);
  const files = new Map(
    pages.flatMap(({ file, address }) => [
      [address, file],
      [`/${file.split("/").map(encodeURIComponent).join("/")}`, file],
    ]),
  );
  return { redirectFor: (requestPath) => redirects.get(requestPath), fileFor: (requestPath) => files.get(requestPath) };
}
