/**
 * The one route table (spec §2.1). It feeds the router (routes.ts), the prerender list and the
 * files written beside the build (sitemap.xml, robots.txt, _redirects, 404.html). Plain data, no
 * React, so the build config can import it.
 */

/** How much site chrome a page carries. */
type Chrome = "full" | "bare";

export interface PageRoute {
  readonly path: string;
  /** Route module, relative to app/. */
  readonly file: string;
  /** Navbar, footer and floating button ("full"), or none of them ("bare", the flyer). */
  readonly chrome: Chrome;
  /** Whether the floating "Schedule a Call" button shows (§2.1: not on / nor the flyer). */
  readonly scheduleCall: boolean;
  /** Listed in sitemap.xml and open to crawlers. */
  readonly indexable: boolean;
  /** The router's id, for a module that serves two routes (the list's first page and the later ones). */
  readonly id?: string;
}

const page = (path: string, file: string, options: Partial<PageRoute> = {}): PageRoute => ({
  path,
  file,
  chrome: "full",
  scheduleCall: true,
  indexable: true,
  ...options,
});

export const pages: readonly PageRoute[] = [
  page("/", "routes/home.tsx", { scheduleCall: false }),
  page("/team", "routes/team.tsx"),
  page("/portfolio", "routes/portfolio.tsx"),
  page("/services", "routes/services.tsx"),
  page("/ai-report", "routes/ai-report.tsx"),
  page("/videos", "routes/videos.tsx"),
  page("/privacy-policy", "routes/privacy-policy.tsx"),
  page("/terms-of-service", "routes/terms-of-service.tsx"),
  page("/accessibility", "routes/accessibility.tsx"),
  page("/ai-playbook", "routes/ai-playbook.tsx"),
  page("/grand-rapids-ai-automation", "routes/grand-rapids-ai-automation.tsx"),
  page("/contact", "routes/contact.tsx"),
  page("/insights", "routes/insights/list.tsx"),
  page("/admin", "routes/admin.tsx", { indexable: false }),
  page("/flyer-port-sheldon", "routes/flyer-port-sheldon.tsx", { chrome: "bare", scheduleCall: false }),
];

/**
 * Pages made from the posts (packages/content/data/posts/): one per later page of the list, per tag
 * and per post. Each path is a pattern whose `:name` stands for one segment; the build prerenders
 * the paths the published posts give (`prerenderPaths`).
 */
export const postPages: readonly PageRoute[] = [
  page("/insights/page/:page", "routes/insights/list.tsx", { id: "insights-page" }),
  page("/insights/tags/:tag", "routes/insights/tag.tsx"),
  page("/insights/:slug", "routes/insights/post.tsx"),
];

/** Whether `path` is one of `pattern`'s paths ("/insights/:slug" has "/insights/a-post"). */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const got = path.split("/");
  return (
    want.length === got.length && want.every((part, i) => (part.startsWith(":") ? got[i] !== "" : part === got[i]))
  );
}

export interface RedirectRoute {
  readonly from: string;
  readonly to: string;
}

/** Old and misspelt paths. Paths are as decoded; the browser sends spaces as %20. */
export const redirects: readonly RedirectRoute[] = [
  { from: "/Team", to: "/team" },
  { from: "/Portfolio", to: "/portfolio" },
  { from: "/Services", to: "/services" },
  { from: "/Free AI Report", to: "/ai-report" },
  { from: "/Free AI Report ", to: "/ai-report" },
  { from: "/free-ai-report", to: "/ai-report" },
  { from: "/grand-rapids-ai", to: "/grand-rapids-ai-automation" },
  { from: "/ai-automation-grand-rapids", to: "/grand-rapids-ai-automation" },
  { from: "/grand-rapids-automation", to: "/grand-rapids-ai-automation" },
];

/**
 * The agency's content editor (docs/editing.md), not a page of the spec: static HTML the
 * build writes beside the pages (postbuild/editor/), which the router never renders. Kept out of
 * the sitemap and of search, with a policy of its own.
 */
export const editorRoute = { path: "/edit", file: "edit.html" } as const;

/** Where the build writes the pages' social cards (postbuild/steps/write-social-cards.ts). */
export const socialCardFolder = "/assets/cards";

/** A social card's size in pixels, the 1.91:1 that social networks crop to. */
export const socialCardSize = { width: 1200, height: 630 } as const;

/**
 * The social card a page's metadata names, before the build draws it and adds its hash to the
 * name: "/" is /assets/cards/home.png, "/team" /assets/cards/team.png.
 */
export function socialCardPath(path: string): string {
  const stem = path === "/" ? "home" : path.slice(1).replace(/[^A-Za-z0-9-]+/g, "-");
  return `${socialCardFolder}/${stem}.png`;
}

/** Prerendered through the catch-all route and copied to 404.html for hosts that serve it. */
export const notFoundPath = "/404";

/** The not-found page's chrome: full, no crawler indexing. */
const notFoundPage = page(notFoundPath, "routes/not-found.tsx", { indexable: false });

/** "/team/" and "/Free%20AI%20Report" become "/team" and "/Free AI Report". */
export function normalizePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is just an unknown path.
  }
  return decoded.length > 1 && decoded.endsWith("/") ? decoded.slice(0, -1) : decoded;
}

/** The page a path shows, or the not-found page. */
export function pageFor(pathname: string): PageRoute {
  const path = normalizePath(pathname);
  return pages.find((p) => p.path === path) ?? postPages.find((p) => matches(p.path, path)) ?? notFoundPage;
}

/** Where a redirect path goes, if it is one. */
export function redirectFor(pathname: string): string | undefined {
  const path = normalizePath(pathname);
  return redirects.find((r) => r.from === path)?.to;
}

/** Every path written as HTML at build time: the pages, the redirects, the not-found page and `postPaths`, the paths of `postPages` the posts give. */
export function prerenderPaths(postPaths: readonly string[]): string[] {
  const unknown = postPaths.filter((path) => !postPages.some((p) => matches(p.path, path)));
  if (unknown.length > 0) throw new Error(`${unknown.join(", ")} match no page of postPages in app/route-table.ts.`);
  return [...pages.map((p) => p.path), ...postPaths, ...redirects.map((r) => r.from), notFoundPath];
}
