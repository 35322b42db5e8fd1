// Which JS files a page fetches before it is interactive: its entry modules plus everything they
// import statically. Dynamic `import()` inside a chunk is deliberately not followed: those chunks
// load later, on demand, and are not part of the start-up cost. The imports are read by
// es-module-lexer (Vite's own); the walk is kept: no bundle analyser reads a built page's graph.
import { initSync, parse } from "es-module-lexer";

initSync();

/** The module's imports as es-module-lexer finds them: `d` is -1 for a static import, ≥ 0 for `import()`. */
const importsOf = (code) => parse(code)[0];

/** Specifiers of a module's static `import`/`export … from` statements, in source order. */
export function staticImports(code) {
  return importsOf(code)
    .filter((entry) => entry.d === -1)
    .map((entry) => entry.n);
}

/** Specifiers of a module's `import("…")` calls that name a literal string. */
export function dynamicImports(code) {
  return importsOf(code)
    .filter((entry) => entry.d >= 0 && entry.n !== undefined)
    .map((entry) => entry.n);
}

// A stand-in origin so URL resolution works on site paths; anything resolving elsewhere is external.
const siteOrigin = "http://site.invalid";

// "react" rather than "./react.js": a browser cannot load it, so the build never emits one.
const isBare = (specifier) => !/^(\.{0,2}\/|[a-z][a-z\d+.-]*:)/i.test(specifier);

/** A site path ("/assets/x.js") for `specifier` as written in the page or module at `from`, or undefined if it leaves the site. */
export function resolveSitePath(specifier, from = "/") {
  if (isBare(specifier)) return undefined;
  const url = new URL(specifier, siteOrigin + from);
  return url.origin === siteOrigin ? url.pathname : undefined;
}

/**
 * Every module reached from `entries` (site paths) through static imports, each once, entries
 * first. `readModule(sitePath)` returns the module's code, or undefined when there is no such file.
 * Specifiers that resolve to no file, or are bare, come back in `missing` so a caller can say so.
 */
export function walkModuleGraph(entries, readModule) {
  const modules = [];
  const missing = [];
  const seen = new Set();
  const queue = entries.map((entry) => ({ specifier: entry, from: "/" }));
  while (queue.length > 0) {
    const { specifier, from } = queue.shift();
    const sitePath = resolveSitePath(specifier, from);
    if (sitePath === undefined) {
      if (isBare(specifier)) missing.push(`${specifier} (imported by ${from})`);
      continue;
    }
    if (seen.has(sitePath)) continue;
    seen.add(sitePath);
    const code = readModule(sitePath);
    if (code === undefined) {
      missing.push(`${sitePath} (imported by ${from})`);
      continue;
    }
    modules.push(sitePath);
    for (const next of staticImports(code)) queue.push({ specifier: next, from: sitePath });
  }
  return { modules, missing };
}
