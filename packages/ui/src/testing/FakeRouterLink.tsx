import type { ComponentPropsWithRef } from "react";

/** Stands in for React Router's `<Link>`, which needs a router the design system does not have. */
export function FakeRouterLink({ to, children, ...props }: ComponentPropsWithRef<"a"> & { to: string }) {
  return (
    <a href={to} data-router-link="" {...props}>
      {children}
    </a>
  );
}
