import { redirect } from "react-router";
import { redirectFor } from "../route-table";
import type { Route } from "./+types/redirect";

// Runs at build time only (ssr: false). A 301 makes React Router write a 0-second meta refresh;
// hosts that read _redirects answer with a real 301 before this page is ever served.
export function loader({ request }: Route.LoaderArgs) {
  const to = redirectFor(new URL(request.url).pathname);
  // React Router's way to answer a loader with a status: a thrown Response.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!to) throw new Response("Not a redirect path", { status: 500 });
  return redirect(to, 301);
}

export default function Redirect() {
  return null;
}
