import type { ClientBuild } from "./client-build";

/**
 * Every page's scripts, written into its prerendered HTML: the page script where the layout left
 * its placeholder (`<script type="module" data-page-script>`, see app/layout/PageScript.tsx), with
 * module preloads for its imports and for the islands the page wakes right after its first paint,
 * so those arrive with the page script rather than after it. Pure: the build config does the files.
 */

const placeholder = /<script type="module" data-page-script=""><\/script>/;
const islandTag = /<div\b[^>]*\bdata-island="([^"]+)"[^>]*>/g;
const attributeOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The islands a page holds, in page order, with when each wakes. */
export function islandsOn(html: string): { name: string; wake: string }[] {
  return [...html.matchAll(islandTag)].map(([tag, name]) => ({ name: name as string, wake: attributeOf(tag, "data-wake") ?? "" }));
}

/** `html` with its page script and preloads in place of the placeholder. */
export function withPageScript(html: string, build: ClientBuild): string {
  const islands = islandsOn(html);
  if (!placeholder.test(html)) {
    if (islands.length > 0) throw new Error(`A page with islands (${islands.map((i) => i.name).join(", ")}) has no page script to wake them.`);
    return html;
  }
  const [script, ...imports] = build.pageScript;
  if (!script) throw new Error("The browser build has no page script.");
  const wokenAtOnce = islands.filter((island) => island.wake === "load").map((island) => filesOf(build, island.name).wake);
  const preloads = [...new Set([...imports, ...wokenAtOnce.flat()])].filter((file) => file !== script);
  const tags = [
    ...preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`),
    `<script type="module" src="${script}"></script>`,
  ];
  return html.replace(placeholder, () => tags.join(""));
}

/** One island's files; an island the build does not have is a broken page, so it fails the build. */
export function filesOf(build: ClientBuild, name: string) {
  const files = build.islands[name];
  if (!files) throw new Error(`The browser build has no island "${name}".`);
  return files;
}
