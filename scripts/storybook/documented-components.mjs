// Kept: a check of this house's rule (every exported component has a docs page), read from source.
/**
 * Which components the published packages export, and which of them each stories file documents:
 * read from the source text, so the check needs neither a build nor a browser.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

/** The names a module exports with `export { … } from`, following its `export * from "./…"` lines. */
function exportedNames(file) {
  const source = readFileSync(file, "utf8");
  const starred = [...source.matchAll(/export\s*\*\s*from\s*"(\.[^"]+)"/g)].flatMap(([, specifier]) => {
    // The source names the JavaScript file Node resolves (`./data.js`); the module is its .ts or .tsx.
    const base = path.resolve(path.dirname(file), specifier.replace(/\.js$/, ""));
    const target = [".ts", ".tsx", "/index.ts"].map((ending) => base + ending).find(existsSync);
    if (!target) throw new Error(`${file}: cannot find the module behind export * from "${specifier}"`);
    return exportedNames(target);
  });
  return [...source.matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap(([, names]) => names.split(",")).concat(starred);
}

/** The React components a package's main entry exports: PascalCase values (types and CONSTANTS aside). */
export function exportedComponents(packageName) {
  return (
    exportedNames(path.join(root, "packages", packageName, "src/index.ts"))
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith("type "))
      .map((name) => name.split(/\s+as\s+/).pop())
      // Schemas are PascalCase values too, but data, not components.
      .filter((name) => /^[A-Z][a-z]/.test(name) && !name.endsWith("Schema") && !name.endsWith("Error"))
  );
}

/** Every stories file under packages/<name>/src, with its title, its component and its subcomponents. */
export function storiesOf(packageName) {
  const files = readdirSync(path.join(root, "packages", packageName, "src"), { recursive: true })
    .filter((file) => file.endsWith(".stories.tsx"))
    .map((file) => path.join("packages", packageName, "src", file));
  return files.map((file) => {
    // The stories' default export, where the title, component and parts are named.
    const source = readFileSync(path.join(root, file), "utf8").split(/const meta\b/)[1] ?? "";
    const parts = source.match(/subcomponents:\s*\{([^}]*)\}/)?.[1] ?? "";
    return {
      file,
      title: source.match(/title:\s*"([^"]+)"/)?.[1],
      component: source.match(/component:\s*([A-Z]\w*)/)?.[1],
      subcomponents: parts
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    };
  });
}
