/**
 * The build inlines the site's stylesheet into every prerendered page, so the first paint needs no
 * request beyond the HTML. The whole site's CSS is one small file (Vite's `cssCodeSplit: false`);
 * each page inlines the part of it that page can use (`cssFor`, ./page-styles.ts), which rides in
 * the same round trips as the HTML instead of costing a render-blocking request of its own.
 * Nothing hydrates `<head>`, so the link itself can go. Pure: the build config reads and writes the
 * files.
 */

// How React Router's <Links /> writes a route's stylesheet.
const stylesheetLink = /<link rel="stylesheet" href="([^"]+\.css)"\s*\/?>/g;

/**
 * `html` with each stylesheet link whose CSS `cssFor(href)` returns replaced by that CSS in a plain
 * `<style>`. Links `cssFor` has no CSS for are left as they are.
 */
export function inlineStylesheets(html: string, cssFor: (href: string) => string | undefined): string {
  return html.replace(stylesheetLink, (link, href: string) => {
    const css = cssFor(href);
    if (css === undefined) return link;
    // "</style" inside the CSS would end the element early; "<\/style" means the same in CSS strings.
    return `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`;
  });
}
