// Kept: picks from srcset and sizes by the HTML standard's rules for the one phone the budgets
// judge; a browser would pick the same, and a browser here would make `pnpm size` slow and flaky.

/** The phone the image budget is judged on: Lighthouse's Moto G Power (412 CSS px) at a sharp 2.6 pixels per CSS pixel. */
const PHONE = { width: 412, density: 2.6 };

/** Types the phone's browser shows, in the order a `<picture>` may offer them. */
const SHOWN_TYPES = new Set(["image/avif", "image/webp", "image/jpeg", "image/png", "image/svg+xml", ""]);

const attributePattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const attributesOf = (source) => {
  const found = {};
  for (const [, name, double, single, bare] of source.matchAll(attributePattern))
    found[name.toLowerCase()] = (double ?? single ?? bare ?? "").replaceAll("&amp;", "&");
  return found;
};

/** A CSS length of `sizes` in CSS pixels at the phone's width: "100vw", "560px", "33vw", "72rem". */
function lengthPx(length) {
  const match = /^([\d.]+)(vw|px|rem|em)$/.exec(length.trim());
  if (!match) return PHONE.width;
  const value = Number(match[1]);
  return match[2] === "vw" ? (value * PHONE.width) / 100 : match[2] === "px" ? value : value * 16;
}

/** Whether a media condition of `sizes` ("(min-width: 768px)") holds on the phone. */
function conditionHolds(condition) {
  const match = /^\((min|max)-width:\s*([\d.]+)(px|rem|em)\)$/.exec(condition.trim());
  if (!match) return false;
  const px = Number(match[2]) * (match[3] === "px" ? 1 : 16);
  return match[1] === "min" ? PHONE.width >= px : PHONE.width <= px;
}

/** The slot width `sizes` gives on the phone, in CSS pixels (100vw when absent). */
export function slotWidth(sizes = "") {
  for (const entry of sizes
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const split = entry.lastIndexOf(")");
    if (split === -1) return lengthPx(entry);
    if (conditionHolds(entry.slice(0, split + 1))) return lengthPx(entry.slice(split + 1));
  }
  return PHONE.width;
}

/** The candidate the phone loads from a `srcset` of `w` descriptors: the narrowest at least slot × density, else the widest. */
export function chosenCandidate(srcset, sizes) {
  const candidates = srcset
    .split(",")
    .map((c) => c.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, descriptor = "1x"]) => ({ url, width: descriptor.endsWith("w") ? Number.parseInt(descriptor) : 0 }));
  if (candidates.every((c) => c.width === 0)) return candidates[0]?.url;
  const needed = slotWidth(sizes) * PHONE.density;
  const sorted = [...candidates].sort((a, b) => a.width - b.width);
  return (sorted.find((c) => c.width >= needed) ?? sorted.at(-1))?.url;
}

/** The file an `<img>` (or its `<picture>`'s first source the phone shows) loads; lazy ones by their `data-` sources. */
function imageUrl(picture, img) {
  const sources = [...(picture ?? "").matchAll(/<source\b([^>]*)>/gi)].map((m) => attributesOf(m[1]));
  const source = sources.find((s) => SHOWN_TYPES.has(s.type ?? ""));
  const srcset = source ? (source.srcset ?? source["data-srcset"]) : (img.srcset ?? img["data-srcset"]);
  if (srcset) return chosenCandidate(srcset, source?.sizes ?? img.sizes);
  return img["data-src"] ?? img.src;
}

/**
 * Every image file a phone loads scrolling the whole page, each once: `<img>`s (a `<picture>`'s by its
 * first source of a type the phone shows), lazy ones as the page script would load them, and image
 * preloads. `<noscript>` copies repeat the page's own images and are skipped; `data:` images are
 * part of the HTML.
 */
export function pageImages(html) {
  const visible = html.replace(/<noscript\b[\s\S]*?<\/noscript\s*>/gi, "");
  const urls = new Set();
  const pictures = [...visible.matchAll(/<picture\b[\s\S]*?<\/picture\s*>/gi)];
  const outside = pictures.reduce((text, [whole]) => text.replace(whole, ""), visible);
  for (const [whole] of pictures) {
    const img = /<img\b([^>]*)>/i.exec(whole);
    if (img) urls.add(imageUrl(whole, attributesOf(img[1])));
  }
  for (const [, attributes] of outside.matchAll(/<img\b([^>]*)>/gi))
    urls.add(imageUrl(undefined, attributesOf(attributes)));
  for (const [, attributes] of visible.matchAll(/<link\b([^>]*)>/gi)) {
    const link = attributesOf(attributes);
    if (link.rel !== "preload" || link.as !== "image") continue;
    urls.add(link.imagesrcset ? chosenCandidate(link.imagesrcset, link.imagesizes) : link.href);
  }
  return [...urls].filter((url) => url && !url.startsWith("data:"));
}
