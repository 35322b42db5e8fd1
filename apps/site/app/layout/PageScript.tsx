import { Scripts } from "react-router";
import { pageFor } from "../route-table";

/** The placeholder the build swaps for the page's script tag (see app/build/page-script.ts). */
const PAGE_SCRIPT_PLACEHOLDER = "data-page-script";

/**
 * The page's one script, app/entry.client.tsx, on pages that have something for it to do: every
 * page with the site's chrome (the header, menu and switch behave in it) or an island. The flyer
 * has neither and loads no script at all.
 *
 * Built, the page gets a placeholder the build fills in with the entry's hashed file (React
 * Router's own scripts would load and hydrate the whole app). In development React Router's
 * scripts stay: they bring Vite's hot reload, then import the same entry, which hydrates no more
 * than the islands.
 */
export function PageScript({ pathname }: { pathname: string }) {
  if (import.meta.env.DEV) return <Scripts />;
  if (pageFor(pathname).chrome !== "full") return null;
  return <script type="module" {...{ [PAGE_SCRIPT_PLACEHOLDER]: "" }} />;
}
