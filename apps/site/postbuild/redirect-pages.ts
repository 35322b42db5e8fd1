import type { RedirectRoute } from "../app/route-table";

/**
 * The page a static host without `_redirects` serves at an old path: a 0-second refresh to the new
 * one, valid HTML (the language, a title, `0; url=` with its space), a canonical link to the target
 * on the site's origin for crawlers, and noindex. Replaces the page React Router writes, which the
 * Nu HTML Checker rejects. Pure: the build config writes the file.
 */
export function redirectPage({ to }: RedirectRoute, origin: string): string {
  const target = escapeHtml(to);
  const canonical = escapeHtml(`${origin}${to}`);
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<title>Moved to ${target}</title>`,
    `<meta http-equiv="refresh" content="0; url=${target}">`,
    `<link rel="canonical" href="${canonical}">`,
    '<meta name="robots" content="noindex">',
    "</head>",
    "<body>",
    `<p>This page has moved to <a href="${target}">${canonical}</a>.</p>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
