import type { ComponentType } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { SiteChrome } from "../layout/SiteChrome";
import { pageFor, postPages } from "../route-table";

/**
 * What every page story shares: the page composed as the site's root composes it (apps/site/app/root.tsx),
 * inside `SiteChrome` for its path, in a phone and a desktop viewport. Light and dark come from the
 * theme toolbar. Islands render live in Storybook (see .storybook/pages/sitePagesPlugin.ts).
 */

/** The two screens every page is checked on; the story tests size the browser to them too. */
const viewports = {
  phone: { name: "Phone", styles: { width: "390px", height: "844px" }, type: "mobile" },
  desktop: { name: "Desktop", styles: { width: "1280px", height: "800px" }, type: "desktop" },
} as const;

/**
 * The meta for one page, by its path in the route table (or the not-found page's, or a page the posts
 * give, "/insights/a-post"), which decides its chrome. `title` and `tags` stay in each story file,
 * where Storybook's indexer reads them.
 */
export function pageMeta(path: string, Page: ComponentType) {
  // A mistyped path would quietly get the not-found page's chrome: refuse it instead.
  const route = pageFor(path);
  if (route.path !== path && !postPages.includes(route)) {
    throw new Error(`pageMeta("${path}"): no such page in app/route-table.ts.`);
  }
  return {
    render: () => (
      <SiteChrome pathname={path}>
        <Page />
      </SiteChrome>
    ),
    // No screenshot: the end-to-end suite loads every built page, and each part of a page has its own
    // story with its own baseline; the phone story still runs axe (see `desktop`).
    parameters: { layout: "fullscreen", viewport: { options: viewports }, visual: { disable: true } },
  } satisfies Meta;
}

const inViewport = (value: keyof typeof viewports): StoryObj => ({
  globals: { viewport: { value, isRotated: false } },
});

/** The page on a 390×844 phone. */
export const phone = inViewport("phone");

/**
 * The page on a 1280×800 desktop: for looking at in Storybook, not a test of its own. Each story
 * file tags it `!test` itself (Storybook reads tags from the story file, not through an import).
 * The end-to-end suite runs axe on every built page in light mode on a desktop screen
 * (e2e/a11y.spec.ts) and checks each page's content there; the phone story, at a size no other
 * test sees the page at, keeps its axe check in both themes, and is where a page's dark-mode
 * contrast is checked. The header's desktop navigation has stories of its own.
 */
export const desktop = inViewport("desktop");
