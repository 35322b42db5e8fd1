/**
 * Where each page's HTML goes in the output. React Router prerenders `/team` as `team/index.html`,
 * which static hosts serve at `/team/` and reach from `/team` only through a redirect. As
 * `team.html` instead, Cloudflare Pages, Netlify, nginx (`try_files $uri.html`) and the project's
 * own server all answer `/team` itself, and send `/team/` on to it, so canonical links, the sitemap
 * and internal links name addresses that answer 200 directly.
 */

/** The file a page is served from: `index.html` for "/", `team.html` for "/team". */
export function pageFile(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

/** Where React Router writes a prerendered path. */
export function prerenderedFile(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
}
