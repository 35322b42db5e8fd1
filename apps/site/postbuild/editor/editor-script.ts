import { createHash } from "node:crypto";
import path from "node:path";
import { build, type Rollup } from "vite";

/** The editor's own script (app/editor/main.ts: its checks and settings), built for the browser. */
export interface EditorScript {
  /** Where the site serves it: under /assets/, named by its content's hash. */
  readonly url: string;
  readonly bytes: Buffer;
}

/** Bundles the editor's checks into one classic script, in memory, from the app's folder `root`. */
export async function editorScript(root: string): Promise<EditorScript> {
  const result = await build({
    configFile: false,
    root,
    logLevel: "warn",
    mode: "production",
    publicDir: false,
    build: {
      write: false,
      emptyOutDir: false,
      rollupOptions: {
        input: path.join(root, "app/editor/main.ts"),
        // One file that runs where it stands, between Decap's bundle and `CMS.init`.
        output: { format: "iife", inlineDynamicImports: true },
      },
    },
  });
  const [output] = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = output?.output.find((file): file is Rollup.OutputChunk => file.type === "chunk" && file.isEntry);
  if (!chunk) throw new Error("The editor's script was not built.");
  const bytes = Buffer.from(chunk.code);
  const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 10);
  return { url: `/assets/editor-${hash}.js`, bytes };
}
