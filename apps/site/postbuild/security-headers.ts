import { createHash } from "node:crypto";
import { site } from "@grand-river/content";
import { encodePath } from "./static-files";

/**
 * The security headers of the static build, written to `_headers` (Netlify and Cloudflare Pages
 * syntax) after prerendering. Pure functions of the built HTML and the webhook addresses; the
 * build config does the file reading and writing.
 *
 * The Content-Security-Policy is per page because React Router's prerendered HTML carries inline
 * scripts (the router context, the module bootstrap, React's streaming helpers) that differ from
 * page to page; each is allowed by its SHA-256 hash, so no inline script needs 'unsafe-inline'.
 * Styles follow the same rule: the prerendered `style="…"` attributes (vanilla-extract's
 * `assignInlineVars`, React's `style` prop) are allowed by hash under 'unsafe-hashes', and any
 * `<style>` element by its hash. Styles React sets after hydration go through the CSSOM, which
 * CSP does not govern, so the hashes of the static HTML are all a page needs. (With any hash in
 * style-src, browsers ignore 'unsafe-inline', so it could not be a fallback anyway.)
 */

/** The hashes of one page's inline code, as CSP source expressions such as `'sha256-…'`. */
export interface InlineHashes {
  /** Inline `<script>` elements that run (JSON data blocks such as JSON-LD do not). */
  scripts: string[];
  /** Inline `<style>` elements. */
  styles: string[];
  /** `style="…"` attributes, which need 'unsafe-hashes' as well. */
  styleAttributes: string[];
}

/** One `_headers` rule: a path pattern and the headers its responses carry. */
export interface HeaderRule {
  path: string;
  headers: Readonly<Record<string, string>>;
}

/** One prerendered HTML file: its path inside the build's client folder, with forward slashes, and its text. */
export interface BuiltPage {
  file: string;
  html: string;
}

/** Third-party origins, each for what it needs and nothing more. */
const thirdParty = {
  /** The booking widget: its script (and stylesheet, if a widget is ever drawn) and the booking frame it opens. */
  bookingAssets: new URL(site.bookingWidgetScript).origin,
  bookingPages: new URL(site.schedulerUrl).origin,
  /** The intro video: the privacy-enhanced player, loaded only after the visitor presses play. */
  videoPlayer: "https://www.youtube-nocookie.com",
  /** The video's poster, YouTube's thumbnail, shown before play when no local poster is set. */
  videoPoster: "https://i.ytimg.com",
} as const;

/** Features the site never uses, denied to it and to every frame it embeds. */
const DENIED_FEATURES = [
  "camera",
  "microphone",
  "geolocation",
  "payment",
  "usb",
  "serial",
  "hid",
  "midi",
  "magnetometer",
  "display-capture",
  "idle-detection",
  "screen-wake-lock",
  "xr-spatial-tracking",
  "browsing-topics",
] as const;

/** Headers every response carries, HTML or not. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // The video player's own `allow` list (autoplay, fullscreen, picture-in-picture…) is left alone.
  "Permissions-Policy": DENIED_FEATURES.map((feature) => `${feature}=()`).join(", "),
  // For browsers without CSP's frame-ancestors.
  "X-Frame-Options": "DENY",
};

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

// The HTML parser turns CRLF and lone CR into LF before a script or style is hashed; so must we.
const normaliseNewlines = (text: string) => text.replace(/\r\n?/g, "\n");

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const START_TAG = /<[a-zA-Z][^\s/>]*(\s[^>]*)?>/g;
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
const SCRIPT_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "importmap",
  "speculationrules",
]);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(` ${attributes}`);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : undefined;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

const unique = (values: Iterable<string>) => [...new Set(values)].sort();

/** The hashes of every inline script, style element and style attribute in a page's HTML. */
export function inlineHashes(html: string): InlineHashes {
  const scripts: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, "src") !== undefined) continue;
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (SCRIPT_TYPES.has(type)) scripts.push(sha256(normaliseNewlines(body)));
  }
  const styles = [...html.matchAll(STYLE)].map(([, body = ""]) => sha256(normaliseNewlines(body)));
  // Script and style bodies are text, not markup: blank them so nothing in them reads as a tag.
  const markup = html.replace(SCRIPT, "<script></script>").replace(STYLE, "<style></style>");
  const styleAttributes: string[] = [];
  for (const [tag] of markup.matchAll(START_TAG)) {
    const match = STYLE_ATTRIBUTE.exec(tag);
    if (match) styleAttributes.push(sha256(decodeEntities(match[1] ?? match[2] ?? "")));
  }
  return { scripts: unique(scripts), styles: unique(styles), styleAttributes: unique(styleAttributes) };
}

/** What one page's policy allows beyond the site itself. */
export interface PolicyOptions {
  /** The page's inline code. */
  inline: InlineHashes;
  /** Origins the forms post to (the webhooks, or the local inbox). */
  connectOrigins: readonly string[];
  /**
   * A policy for a `<meta>` element rather than a header: browsers ignore (and warn about)
   * frame-ancestors there, so it is left out; the header rules still carry it and X-Frame-Options.
   */
  forMeta?: boolean;
}

/** The Content-Security-Policy of one page. */
export function contentSecurityPolicy({ inline, connectOrigins, forMeta = false }: PolicyOptions): string {
  const styleHashes = [...inline.styles, ...inline.styleAttributes];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...inline.scripts, thirdParty.bookingAssets],
    [
      "style-src",
      "'self'",
      ...(inline.styleAttributes.length > 0 ? ["'unsafe-hashes'"] : []),
      ...unique(styleHashes),
      thirdParty.bookingAssets,
    ],
    ["img-src", "'self'", "data:", thirdParty.videoPoster],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...unique(connectOrigins), thirdParty.bookingPages],
    ["frame-src", thirdParty.videoPlayer, thirdParty.bookingPages],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ...(forMeta ? [] : ([["frame-ancestors", "'none'"]] as [string, ...string[]][])),
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** The distinct origins of some addresses, such as the five webhook URLs. */
export function originsOf(urls: Iterable<string>): string[] {
  // A path (relay mode's /api/leads/…) is the page's own origin, which 'self' already allows.
  return unique([...urls].filter((url) => !url.startsWith("/")).map((url) => new URL(url).origin));
}

/**
 * The request paths a static host answers with a built HTML file: `team.html` is `/team` (and
 * `/team.html`), `index.html` is `/` (and `/index.html`), a redirect page `Team/index.html` is
 * `/Team` and `/Team/`. Percent-encoded, as in `_redirects`. A page's file name is an address too
 * (nginx and Netlify answer it; Cloudflare redirects it), so it gets the page's policy.
 */
export function servedPaths(file: string): string[] {
  if (file === "index.html") return ["/", "/index.html"];
  if (file.endsWith("/index.html")) {
    const dir = encodePath(`/${file.slice(0, -"/index.html".length)}`);
    return [dir, `${dir}/`];
  }
  const page = encodePath(`/${file.slice(0, -".html".length)}`);
  return [page, `${page}.html`];
}

/** How long hosts and browsers keep each kind of file. */
export const cacheHeaderRules: readonly HeaderRule[] = [
  // Content-hashed: a new build names new files, so these never change under their name.
  { path: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
  // Everything else (pages, images, robots.txt) keeps the hosts' default: stored, but checked with
  // the server before each use, so a deploy shows at once.
];

/** The rules of `_headers`: the base headers on everything, and each page's own policy on its paths. */
export function securityHeaderRules(pages: readonly BuiltPage[], connectOrigins: readonly string[]): HeaderRule[] {
  const pageRules = pages.flatMap(({ file, html }) => {
    const policy = contentSecurityPolicy({ inline: inlineHashes(html), connectOrigins });
    return servedPaths(file).map((path) => ({ path, headers: { "Content-Security-Policy": policy } }));
  });
  // The policy is only ever on exact paths: hosts combine every rule that matches, and two
  // policies on one response must both pass, so a catch-all policy would block every page's hashes.
  return [{ path: "/*", headers: baseSecurityHeaders }, ...pageRules.sort((a, b) => a.path.localeCompare(b.path))];
}

/** `_headers` text from its rules. */
export function headersFile(rules: readonly HeaderRule[]): string {
  const rule = ({ path, headers }: HeaderRule) => [
    path,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ];
  return `${rules.map((r) => rule(r).join("\n")).join("\n\n")}\n`;
}

/**
 * The page with its policy also in a `<meta http-equiv>`, before anything it governs. For
 * 404.html: hosts serve it for any unknown path, which no exact `_headers` rule can name.
 */
export function withPolicyMeta(html: string, connectOrigins: readonly string[]): string {
  const policy = contentSecurityPolicy({ inline: inlineHashes(html), connectOrigins, forMeta: true });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"/>`;
  // After the charset declaration, which must stay within the first 1024 bytes.
  const charset = /<meta\s+charset\s*=[^>]*>/i;
  const anchor = charset.test(html) ? charset : /<head\b[^>]*>/i;
  return html.replace(anchor, (tag) => `${tag}${meta}`);
}
