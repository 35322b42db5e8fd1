import path from "node:path";
import { build, type Plugin, type Rollup } from "vite";

/**
 * What the n8n workflows import for the shape check's bundled source: a file that does not exist,
 * which this plugin answers (`src/n8n/shape-check-source.d.ts` gives its type). A relative path, so
 * the library build, which keeps every bare import external, lets the plugin answer it.
 */
const MODULE = "./shape-check-source.js";
const RESOLVED = "\0grand-river:shape-check-source";

/**
 * `src/shape.ts` bundled with valibot and the payload schemas into one script that defines
 * `shape.payloadProblems`, as the n8n "Check the body" Code node runs it: n8n cannot import
 * packages there, so the node carries the schemas themselves, not a copy of what they say.
 */
export function shapeCheckSource(): Plugin {
  return {
    name: "grand-river:shape-check-source",
    resolveId: (id, importer) => (id === MODULE && importer?.endsWith("workflows.ts") ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const entry = path.join(import.meta.dirname, "src/shape.ts");
      const result = (await build({
        configFile: false,
        root: import.meta.dirname,
        logLevel: "warn",
        build: {
          write: false,
          emptyOutDir: false,
          minify: true,
          target: "es2022",
          lib: { entry, formats: ["iife"], name: "shape" },
        },
      })) as Rollup.RollupOutput[];
      const script = result[0]?.output[0].code;
      if (!script) throw new Error("The shape check bundled to no script.");
      return `export default ${JSON.stringify(script)};`;
    },
  };
}
