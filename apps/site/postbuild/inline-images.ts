/**
 * The images a page asks for first (`fetchpriority="high"`: the header's logo, the founder's
 * photo) go inline in it as `data:` URIs when they are small SVGs, so they paint with the text, in
 * the same round trips as the HTML: Lighthouse's LCP, the page header's text beside them, counts
 * every high-priority request begun before it. Their preloads go too. Pure: the build step reads
 * the files.
 */

/** The largest SVG that goes inline, in bytes; anything larger is worth its own request and cache. */
export const INLINE_IMAGE_MAX_BYTES = 2048;

const firstImage = /<img\b[^>]*\bfetchPriority="high"[^>]*>/gi;
const srcOf = /\ssrc="(\/[^"]+\.svg)"/;

/** An SVG as a `data:` URI: its text, whitespace collapsed, with only what a URL or the attribute cannot hold escaped. */
export const svgDataUri = (svg: string) =>
  `data:image/svg+xml,${svg
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[%#<>"& ]/g, (c) => encodeURIComponent(c))}`;

/**
 * `html` with each high-priority `<img>` whose SVG `svgFor(src)` returns (and is no larger than
 * `INLINE_IMAGE_MAX_BYTES`) given it inline, and that image's `<link rel="preload">` removed.
 */
export function inlineFirstPaintImages(html: string, svgFor: (src: string) => string | undefined): string {
  const inlined = new Set<string>();
  const withImages = html.replace(firstImage, (tag) => {
    const src = srcOf.exec(tag)?.[1];
    const svg = src === undefined ? undefined : svgFor(src);
    if (src === undefined || svg === undefined || Buffer.byteLength(svg) > INLINE_IMAGE_MAX_BYTES) return tag;
    inlined.add(src);
    return tag.replace(srcOf, ` src="${svgDataUri(svg)}"`);
  });
  return withImages.replace(/<link rel="preload" as="image" href="([^"]+)"[^>]*>/g, (link, href: string) =>
    inlined.has(href) ? "" : link,
  );
}
