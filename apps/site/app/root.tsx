import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useLocation } from "react-router";
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong.";
  return (
    <SiteChrome>
      <h1>{message}</h1>
      <p>
        We couldn't show {pathname}. <a href="/">Go to the home page</a>.
      </p>
    </SiteChrome>
  );
}
