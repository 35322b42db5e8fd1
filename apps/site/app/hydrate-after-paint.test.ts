import { hydrateAfterFirstPaint } from "./hydrate-after-paint";

// What React Router 7's <Scripts /> writes for a page (abridged to two preloads).
const page = [
  "<head>",
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/framework-2.js"/>',
  "</head><body><h1>Services</h1>",
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/services-4.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/services":route1};',
  "",
  'import("/assets/entry.client-5.js");</script>',
  "</body>",
].join("\n");

/** The bootstrap's statements, one per line, as the browser will run them. */
function bootstrapOf(html: string): string[] {
  const body = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  return body.split("\n").map((line) => line.trim()).filter(Boolean);
}

describe("hydrateAfterFirstPaint", () => {
  it("takes the preloads out of the HTML, so nothing but the page loads before it paints", () => {
    const html = hydrateAfterFirstPaint(page);

    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain("<h1>Services</h1>");
  });

  it("waits for the first frame, then preloads every file at once and imports the modules in order", () => {
    expect(bootstrapOf(hydrateAfterFirstPaint(page))).toEqual([
      "await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));",
      'for (const href of ["/assets/manifest-1.js","/assets/framework-2.js"]) ' +
        'document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
      'await import("/assets/manifest-1.js");',
      'const route0 = await import("/assets/root-3.js");',
      'const route1 = await import("/assets/services-4.js");',
      'window.__reactRouterRouteModules = {"root":route0,"routes/services":route1};',
      'import("/assets/entry.client-5.js");',
    ]);
  });

  it("leaves no static import behind, which would still load before the paint", () => {
    expect(bootstrapOf(hydrateAfterFirstPaint(page)).filter((line) => /^import\s/.test(line))).toEqual([]);
  });

  it("leaves a page without React Router's scripts as it is", () => {
    const html = "<html><body><p>Static</p></body></html>";

    expect(hydrateAfterFirstPaint(html)).toBe(html);
  });

  it("fails the build when the bootstrap has a form it does not know, rather than ship it half deferred", () => {
    const changed = page.replace('import * as route0 from "/assets/root-3.js";', 'import { a } from "/assets/root-3.js";');

    expect(() => hydrateAfterFirstPaint(changed)).toThrow("Unexpected static import");
  });

  it("fails the build when preloads remain but the bootstrap moved", () => {
    const changed = page.replace('<script type="module" async="">', '<script type="module">');

    expect(() => hydrateAfterFirstPaint(changed)).toThrow("no React Router bootstrap");
  });
});
