import { createHash } from "node:crypto";
import path from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { build, type Plugin, type Rollup } from "vite";

/** A file of the editor's own, served from /assets/. */
interface EditorAsset {
  /** Where the site serves it: under /assets/, named by its content's hash. */
  readonly url: string;
  readonly bytes: Buffer;
}

/** The editor's own script (app/editor/main.ts: its checks, settings and previews), built for the browser. */
export interface EditorScript extends EditorAsset {
  /** The site's styles for the preview pane: the same name as the script, ending `.css`, which is how the script finds it. */
  readonly stylesheet: EditorAsset;
}

/** Bundles the editor's script and the stylesheet of the components it previews with, in memory, from the app's folder `root`. */
export async function editorScript(root: string, media: Plugin): Promise<EditorScript> {
  const result = await build({
    configFile: false,
    root,
    logLevel: "warn",
    mode: "production",
    publicDir: false,
    // The site's components are styled by vanilla-extract, as in the site's own build, and show
    // the agency's pictures as the pages do.
    plugins: [vanillaExtractPlugin(), media],
    build: {
      write: false,
      emptyOutDir: false,
      // One stylesheet beside the script; split, Vite would put the styles inside the script instead.
      cssCodeSplit: false,
      // The social card's font inside it, as data: addresses, which the editor's policy allows for fonts.
      assetsInlineLimit: () => true,
      rollupOptions: {
        input: path.join(root, "app/editor/main.ts"),
        // Ariakit marks its modules "use client", which means nothing in a bundle for the browser.
        onwarn: (warning, warn) => warning.code === "MODULE_LEVEL_DIRECTIVE" || warn(warning),
        // One file that runs where it stands, between Decap's bundle and `CMS.init`.
        output: { format: "iife", inlineDynamicImports: true },
      },
    },
  });
  const [output] = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = output?.output.find((file): file is Rollup.OutputChunk => file.type === "chunk" && file.isEntry);
  const css = output?.output.find((file): file is Rollup.OutputAsset => file.fileName.endsWith(".css"));
  if (!chunk || !css) throw new Error("The editor's script or its stylesheet was not built.");
  const bytes = Buffer.from(chunk.code);
  const styles = Buffer.from(css.source);
  const hash = createHash("sha256").update(bytes).update(styles).digest("base64url").slice(0, 10);
  return {
    url: `/assets/editor-${hash}.js`,
    bytes,
    stylesheet: { url: `/assets/editor-${hash}.css`, bytes: styles },
  };
}
