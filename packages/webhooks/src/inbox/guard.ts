/**
 * Who may talk to the inbox. It holds names, e-mail addresses and messages, and it listens on the
 * developer's own machine, where every page open in their browser can reach it. Two rules keep
 * those pages out:
 *
 * - The `Host` header must name the inbox itself. A page that rebinds its own host name to
 *   127.0.0.1 (DNS rebinding) makes its requests same-origin, so no CORS rule applies to them; its
 *   `Host` still carries that name, and is refused.
 * - CORS only for the local site's origins. Reading or clearing the list is refused from any other
 *   origin (the browser always sends `Origin` on a cross-origin `fetch` in `cors` mode and on every
 *   `DELETE`; see `readAllowed`).
 */
import { isIP } from "node:net";

/** The served site of `npm start` and the e2e tests, at its default port; `--origin` replaces them. */
export const DEFAULT_INBOX_ORIGINS = ["http://127.0.0.1:4173", "http://localhost:4173"] as const;

/** Host names that always mean this machine. */
const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Addresses that listen on every interface, where any IP address of the machine may be used. */
const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]"]);

/**
 * Why a request whose `Host` header is `hostHeader` must be refused by an inbox listening on
 * `listenHost`, or undefined when it names the inbox. The port is not compared: a rebinding page
 * reaches the inbox's own port under its own name, and the name is what gives it away.
 */
export function hostProblem(hostHeader: string | undefined, listenHost: string) {
  if (!hostHeader) return "The request names no Host.";
  let hostname: string;
  try {
    hostname = new URL(`http://${hostHeader}`).hostname;
  } catch {
    return "The request's Host is not a host name.";
  }
  if (LOOPBACK_NAMES.has(hostname)) return undefined;
  const listening = listenHost.toLowerCase();
  if (hostname === (listening.includes(":") && !listening.startsWith("[") ? `[${listening}]` : listening)) {
    return undefined;
  }
  // An IP address cannot be rebound: a page can only send it as Host from that address's own origin.
  if (WILDCARD_HOSTS.has(listening) && isIP(hostname.replace(/^\[|\]$/g, "")) !== 0) return undefined;
  const names = LOOPBACK_NAMES.has(listening) ? "127.0.0.1 or localhost" : `127.0.0.1, localhost or ${listenHost}`;
  return `This inbox answers only at its own address (${names}), not at the host this request names.`;
}

/**
 * Whether a request may read or clear the stored submissions. A request with no `Origin` comes
 * from outside any browser page's scripts (Node, curl, the address bar): the Fetch standard has
 * browsers send `Origin` on every cross-origin request a script can read (`cors` mode, its
 * "response tainting" being "cors") and on every `DELETE` whatever the mode. The one browser
 * request without it, a `no-cors` `GET` (an `<img>`, a `<script>`, `fetch(…, { mode: "no-cors" })`),
 * gets an opaque reply the page cannot read, which `Cross-Origin-Resource-Policy: same-origin`
 * on the reply blocks outright.
 */
export function readAllowed(origin: string | undefined, origins: readonly string[]) {
  return origin === undefined || origins.includes(origin);
}

/**
 * The CORS headers for a request from `origin`: the origin echoed back when it is one of `origins`,
 * nothing otherwise (so the browser withholds the reply from the page). `Vary: Origin` always, so a
 * cache never serves one origin's answer to another.
 */
export function corsHeaders(origin: string | undefined, origins: readonly string[]): Record<string, string> {
  if (origin === undefined || !origins.includes(origin)) return { Vary: "Origin" };
  return { Vary: "Origin", "Access-Control-Allow-Origin": origin };
}

/**
 * Each of `values` as an origin (`http://host:port`, no path), or a message naming the first that is not.
 */
export function parseOrigins(values: readonly string[]): { origins: string[] } | { problem: string } {
  const origins: string[] = [];
  for (const value of values) {
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    if (!url || url.origin === "null" || url.origin !== value.replace(/\/$/, "")) {
      return { problem: `"${value}" is not an origin: give it as http://host:port, with no path.` };
    }
    origins.push(url.origin);
  }
  return { origins };
}
