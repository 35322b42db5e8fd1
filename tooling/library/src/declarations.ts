#!/usr/bin/env node
/**
 * Emits a package's type declarations (with declaration maps) into `dist` beside the JavaScript the
 * library build wrote, then gives every relative import in them the `.js` extension Node's own ESM
 * resolution needs. The source is written for bundlers (`moduleResolution: "Bundler"`, no
 * extensions), and tsc copies its specifiers as they are; without this, a consumer type-checking
 * with `moduleResolution: "Node16"` could not follow `./components/Button/Button`.
 *
 *   library-declarations     (a package's `build` script, after `vite build`; reads its tsconfig.build.json)
 *
 * The package's own TypeScript does the emitting (resolved from the package, not from here), so each
 * package's declarations come from the compiler version it type-checks with.
 *
 * Home-made because no maintained tool fits: tsc copies specifiers as written, and tsc-alias's
 * `--resolve-full-paths` adds an extension only where the JavaScript exists, while Vite writes no
 * file for a barrel that only re-exports (ui's `./theme`), whose declaration still needs `/index.js`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";

const packageDir = process.cwd();
const dist = join(packageDir, "dist");
const tsc = createRequire(join(packageDir, "package.json")).resolve("typescript/bin/tsc");
execFileSync(process.execPath, [tsc, "-p", "tsconfig.build.json"], { stdio: "inherit" });

/** `./x` → `./x.js` when `x.d.ts` was emitted, `./x/index.js` when `x/index.d.ts` was. */
function withExtension(fromFile: string, specifier: string): string {
  if (/\.(m?js|json)$/.test(specifier)) return specifier;
  const target = resolve(dirname(fromFile), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, "index.d.ts"))) return `${specifier}/index.js`;
  throw new Error(`${fromFile}: cannot find the declaration for "${specifier}"`);
}

const RELATIVE_SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"']*)\2/g;

function* declarationFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* declarationFiles(path);
    else if (entry.name.endsWith(".d.ts")) yield path;
  }
}

let rewritten = 0;
for (const file of declarationFiles(dist)) {
  const text = readFileSync(file, "utf8");
  const next = text.replace(
    RELATIVE_SPECIFIER,
    (_, lead: string, quote: string, specifier: string) => `${lead}${quote}${withExtension(file, specifier)}${quote}`,
  );
  if (next !== text) {
    writeFileSync(file, next);
    rewritten++;
  }
}
console.log(`declarations: ${rewritten} files given Node-resolvable imports`);
