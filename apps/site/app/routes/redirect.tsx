import { redirect } from "react-router";
import { redirectFor } from "../route-table";
import type { Route } from "./+types/redirect";

// Runs at build time only (ssr: false). A 301 makes React Router write a 0-second meta refresh;
// hosts that read _redirects answer with a real 301 before this page is ever served.
export function loader({ request }: Route.LoaderArgs) {
  const to = redirectFor(new URL(request.url).pathname);
  // Only the route table's redirect paths reach this route; anything else is a broken build.
  if (!to) throw new Error(`No redirect for ${request.url}: check the redirects in app/route-table.ts.`);
  return redirect(to, 301);
}

export default function Redirect() {
  return null;
}
