import path from "node:path";
import { parseAst, type Plugin } from "vite";
import { ISLAND_KEY_SYMBOL, ISLANDS_FOLDER, islandKeyOf } from "./app/hydration/islandKey";

/**
 * Gives each island's component its key (app/hydration/islandKey.ts) as the island's module is
 * built: a line at the end of app/islands/<Name>.tsx sets the key, taken from the module's path, on
 * its default export. So the prerender and Storybook name an island from its module's path, never
 * from `Function.name` (which a minifier renames), and need not load every island to find it. In
 * every build that renders islands: the site's (the prerender), the unit tests' and Storybook's.
 */
/** Where a node of Rollup's syntax tree is in the code it was parsed from. */
const span = (node: object) => node as { start: number; end: number };

export function islandKeys(root: string): Plugin {
  const folder = path.join(root, ISLANDS_FOLDER);
  return {
    name: "grand-river:island-keys",
    // After the TypeScript and JSX are gone: plain JavaScript to parse.
    enforce: "post",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (path.dirname(file) !== folder || !file.endsWith(".tsx")) return null;
      const tag = (component: string) =>
        `\nObject.defineProperty(${component}, Symbol.for(${JSON.stringify(ISLAND_KEY_SYMBOL)}), { value: ${JSON.stringify(islandKeyOf(file))} });\n`;
      const declaration = parseAst(code).body.find((node) => node.type === "ExportDefaultDeclaration");
      if (!declaration)
        this.error(`${file} has no default export: an island module's default export is its component.`);
      const inner = declaration.declaration;
      // `export default function ContactFormIsland() {…}`: tag it by its name, as written.
      if ((inner.type === "FunctionDeclaration" || inner.type === "ClassDeclaration") && inner.id)
        return { code: code + tag(inner.id.name), map: null };
      // Anything else (`export default memo(…)`): held in a constant first, to tag.
      const local = "__islandComponent";
      const whole = span(declaration);
      const expression = span(inner);
      return {
        code:
          `${code.slice(0, whole.start)}const ${local} = ${code.slice(expression.start, expression.end)};\n` +
          `export default ${local};${code.slice(whole.end)}${tag(local)}`,
        map: null,
      };
    },
  };
}
