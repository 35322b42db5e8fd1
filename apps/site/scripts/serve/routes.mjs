// Which file or redirect answers each address, from the build's own files: the pages (`team.html`
// at `/team`), `_redirects`, and nothing else. Every `Location` sent is a path written in the build
// (a `_redirects` target or a page's address), never text taken from the request, so no request
// can send a visitor to another site.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { parseAllRedirects } from "@netlify/redirect-parser";

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

/** The redirects of a `_redirects` file, read by Netlify's own parser: those from a path to a path of the site. */
async function redirectsOf(file) {
  if (!existsSync(file)) return [];
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [file],
    configRedirects: [],
    minimal: false,
  });
  if (errors.length > 0) throw new Error(`${file}: ${errors.map(String).join("; ")}`);
  return redirects.filter(({ to }) => to.startsWith("/")).map(({ from, to }) => [from, to]);
}

/**
 * The site's routes: `redirectFor(path)` is where a request path is sent on (each old path as
 * `_redirects` says, a page asked for with a trailing slash to its address), `fileFor(path)` the
 * page file a page address is served from (`/team` and `/team.html` from team.html, `/` and
 * `/index.html` from index.html): the addresses `_headers` gives the page's policy. Paths as
 * `requestPath` spells them.
 */
export async function routesOf(root) {
  const pages = pageAddresses(root);
  const redirects = new Map(await redirectsOf(path.join(root, "_redirects")));
  for (const { address } of pages) if (address !== "/") redirects.set(`${address}/`, address);
  const files = new Map(
    pages.flatMap(({ file, address }) => [
      [address, file],
      [`/${file.split("/").map(encodeURIComponent).join("/")}`, file],
    ]),
  );
  return { redirectFor: (requestPath) => redirects.get(requestPath), fileFor: (requestPath) => files.get(requestPath) };
}
