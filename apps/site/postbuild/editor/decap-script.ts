import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { withReadableColours } from "./readable-colours";

/**
 * Decap CMS's browser bundle, installed from npm (`decap-cms`, pinned) and served from the site
 * itself: no CDN, so the editor works offline against the local backend and its policy names no
 * other script origin. One self-contained file (React and its widgets inside); the lazy chunks
 * beside it in the package are code-editor languages and image tools, widgets the editor's
 * fields do not use, so they are not copied. Its palette's faint colours are made readable
 * (./readable-colours.ts).
 */
export interface DecapScript {
  /** Where the site serves it: under /assets/, named by its content's hash, so it is cached for a year. */
  readonly url: string;
  readonly bytes: Buffer;
}

const require = createRequire(import.meta.url);

/** The bundle's bytes and its address on the site. */
export async function decapScript(): Promise<DecapScript> {
  const bundle = await readFile(require.resolve("decap-cms/dist/decap-cms.js"), "utf8");
  const bytes = Buffer.from(withReadableColours(bundle));
  const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 10);
  return { url: `/assets/decap-cms-${hash}.js`, bytes };
}
