import type { ReactNode } from "react";
import "@grand-river/ui/styles.css";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useLocation } from "react-router";
import { ButtonLink, Heading, Section, Stack, Text } from "@grand-river/ui";
import { feedPaths, insightsWords } from "@grand-river/content";
import { darkModeBootScript, lazyImageNoScriptCss } from "@grand-river/ui/enhance";
import type { Route } from "./+types/root";
import { pageMeta } from "./layout/meta";
import { publishedPosts } from "./routes/insights/posts.server";
import { PageScript } from "./layout/PageScript";
import { SiteChrome } from "./layout/SiteChrome";
import { speculationRules } from "./layout/speculationRules";

/**
 * The published posts, for the Insights pages (routes/insights/), read at prerender and never sent
 * to a browser (no page loads React Router's scripts). On the root because React Router's prerender
 * refuses a loader on any route with a page not prerendered beneath it, and the list's later pages
 * exist only once there are more than ten posts.
 */
export async function loader() {
  return { posts: await publishedPosts() };
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

// Every page names the Insights feeds, so a feed reader given any address of the site finds them.
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/images/logo.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: insightsWords.feeds.rss, href: feedPaths.rss },
  { rel: "alternate", type: "application/atom+xml", title: insightsWords.feeds.atom, href: feedPaths.atom },
];

/**
 * The document every page is prerendered into. React renders it at build time only: the browser
 * gets HTML, the page's one small script (`PageScript`), and React only inside islands.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before anything paints, so a dark choice made on an earlier page shows with no flash. */}
        <script dangerouslySetInnerHTML={{ __html: darkModeBootScript }} />
        <Meta />
        <Links />
        <noscript>
          <style dangerouslySetInnerHTML={{ __html: lazyImageNoScriptCss }} />
        </noscript>
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }} />
      </head>
      <body>
        {children}
        <PageScript pathname={pathname} />
      </body>
    </html>
  );
}

export default function App() {
  const { pathname } = useLocation();
  return (
    <SiteChrome pathname={pathname}>
      <Outlet />
    </SiteChrome>
  );
}

/**
 * Only React Router's single-page fallback renders this, and it must carry React Router's scripts
 * to be built at all; the site needs no such fallback (unknown paths get 404.html), so the build
 * deletes it.
 */
export function HydrateFallback() {
  return <Scripts />;
}

/** The last resort when a page throws: say so plainly and offer the way home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong.";
  return (
    <SiteChrome pathname={pathname}>
      <Section align="center" width="prose">
        <Stack gap="lg" align="center">
          <Heading level={1}>{message}</Heading>
          <Text>Please try again, or start from the home page.</Text>
          <ButtonLink href="/">Go to the home page</ButtonLink>
        </Stack>
      </Section>
    </SiteChrome>
  );
}
