import { inlineHashes, servedPaths, type HeaderRule } from "../security-headers";

/**
 * The editor's own Content-Security-Policy. Decap CMS is a single-page React app that builds its
 * styles and validators at run time, so /edit needs three things no other page gets, each only here:
 *
 * - `'unsafe-eval'` in script-src: Decap validates its configuration with AJV, which compiles each
 *   schema into a function with `new Function`.
 * - `'unsafe-inline'` in style-src: its components are styled by Emotion, which writes `<style>`
 *   elements whose text changes as the editor is used, so no hash can name them.
 * - connections to GitHub's API (reading and committing the data files), GitHub's avatars (the
 *   signed-in editor's picture) and, in a local build, Decap's proxy on this machine; and to
 *   `blob:` addresses, the page's own copies of pictures in memory, which Decap reads back to keep
 *   a draft and to show an upload, and the editor's checks read for a picture's size.
 *
 * Its two inline scripts (the manual-start flag and the configuration) are allowed by hash, as on
 * every page; nothing may frame it, and it may frame nothing.
 */
export function editorContentSecurityPolicy(html: string, localBackend: string | undefined): string {
  const { scripts } = inlineHashes(html);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scripts, "'unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
    ["font-src", "'self'", "data:"],
    [
      "connect-src",
      "'self'",
      "blob:",
      "https://api.github.com",
      ...(localBackend ? [new URL(localBackend).origin] : []),
    ],
    ["frame-src", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'none'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** The `_headers` rules that give /edit (and /edit.html) its policy. */
export function editorHeaderRules(file: string, html: string, localBackend: string | undefined): HeaderRule[] {
  const policy = editorContentSecurityPolicy(html, localBackend);
  return servedPaths(file).map((path) => ({ path, headers: { "Content-Security-Policy": policy } }));
}
