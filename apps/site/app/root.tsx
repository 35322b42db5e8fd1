import type { ReactNode } from "react";
import "@grand-river/ui/styles";
import { Link, Links, Meta, Outlet, Scripts, isRouteErrorResponse } from "react-router";
import { ButtonLink, Heading, Section, Stack, Text } from "@grand-river/ui";
import type { Route } from "./+types/root";
import { pageMeta } from "./layout/meta";
import { SiteChrome } from "./layout/SiteChrome";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/images/logo.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

/** The last resort when a page throws: say so plainly and offer the way home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong.";
  return (
    <SiteChrome>
      <Section align="center" width="prose">
        <Stack gap="lg" align="center">
          <Heading level={1}>{message}</Heading>
          <Text>Please try again, or start from the home page.</Text>
          <ButtonLink render={<Link to="/" />}>Go to the home page</ButtonLink>
        </Stack>
      </Section>
    </SiteChrome>
  );
}
