/**
 * Every page is prerendered: its words, images and styles paint from the HTML alone, and the
 * scripts only hydrate what is already on screen. React Router's `<Scripts />` nonetheless
 * preloads them at the top of `<head>` and imports them statically, so the browser fetches and
 * evaluates about 110 KB gzip of framework before it paints anything: on a phone the first view
 * waits on the main thread, and Lighthouse (rightly) counts all of it into LCP.
 *
 * The build rewrites that bootstrap so the page paints first: the preload links go, and the
 * bootstrap waits for the first frame, then adds the same preloads (every file fetched at once,
 * as before) and imports the same modules dynamically, in the same order. What it costs is the
 * time between parsing `<head>` and the first paint, by which hydration starts later. Pure: the
 * build config reads and writes the files.
 */

// How React Router's <Scripts /> writes a module preload, and its bootstrap module script.
const modulePreload = /<link rel="modulepreload" href="([^"]+)"\s*\/?>/g;
const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;

// The bootstrap's static imports: `import "…";` and `import * as route0 from "…";`.
const bareImport = /^import ("[^"]+");$/;
const namespaceImport = /^import \* as (\w+) from ("[^"]+");$/;

// A task after the next frame: the frame paints the HTML before the scripts run.
const afterFirstPaint = "await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));";

/** `html` with React Router's module preloads and bootstrap deferred past the first paint. */
export function hydrateAfterFirstPaint(html: string): string {
  const preloads = [...html.matchAll(modulePreload)].map(([, href]) => href as string);
  const found = bootstrap.exec(html);
  if (!found) {
    if (preloads.length > 0) throw new Error("Found module preloads but no React Router bootstrap to defer.");
    return html;
  }
  const body = (found[1] as string).split("\n").map((line) => {
    const trimmed = line.trim();
    const bare = bareImport.exec(trimmed);
    if (bare) return `await import(${bare[1]});`;
    const namespace = namespaceImport.exec(trimmed);
    if (namespace) return `const ${namespace[1]} = await import(${namespace[2]});`;
    // A static import left in place would still load before the first paint.
    if (/^import\s/.test(trimmed)) throw new Error(`Unexpected static import in React Router's bootstrap: ${trimmed}`);
    return line;
  });
  const preloadAll =
    `for (const href of ${JSON.stringify(preloads)}) ` +
    `document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`;
  const deferred = `<script type="module" async="">${[afterFirstPaint, preloadAll, ...body].join("\n")}</script>`;
  return html.replace(modulePreload, "").replace(bootstrap, () => deferred);
}
