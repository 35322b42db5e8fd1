import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { pages, redirects } from "./route-table";

// The bench's client-only baseline (BENCH_CLIENT_ONLY=1) is a plain single-page app, and SPA mode
// allows no route `loader`: the redirect routes, whose loaders run only while prerendering, are
// left out of it (its host has no _redirects either, so those paths show the not-found page there).
const withRedirects = process.env.BENCH_CLIENT_ONLY !== "1";

// Case-sensitive throughout: /Team must reach its redirect, and only the spec's spellings exist.
// Redirects come first so that, at equal rank, a redirect path never falls into a page.
export default [
  ...(withRedirects ? redirects : []).map((r, i) =>
    route(r.from, "routes/redirect.tsx", { id: `redirect-${i}`, caseSensitive: true }),
  ),
  ...pages.map((p) =>
    p.path === "/" ? index(p.file) : route(p.path, p.file, { caseSensitive: true }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
