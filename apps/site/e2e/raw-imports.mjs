// Node module hooks for the Playwright runs, which import packages/content as the site's build
// does: the content package reads its Markdown data files as text with Vite's `?raw` suffix,
// which Node does not know. Registered by the Playwright configs (`module.register`).
import { readFile } from "node:fs/promises";

/** A `file:…?raw` import is a module whose default export is the file's text. */
export async function load(url, context, nextLoad) {
  const target = new URL(url);
  if (target.protocol !== "file:" || target.search !== "?raw") return nextLoad(url, context);
  target.search = "";
  const text = await readFile(target, "utf8");
  return { format: "module", source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
}
