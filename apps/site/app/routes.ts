import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { pages, postPages, redirects } from "./route-table";

// Case-sensitive throughout: /Team must reach its redirect, and only the spec's spellings exist.
// Redirects come first so that, at equal rank, a redirect path never falls into a page.
export default [
  ...redirects.map((r, i) => route(r.from, "routes/redirect.tsx", { id: `redirect-${i}`, caseSensitive: true })),
  ...[...pages, ...postPages].map((p) =>
    p.path === "/" ? index(p.file) : route(p.path, p.file, { caseSensitive: true, ...(p.id ? { id: p.id } : {}) }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
