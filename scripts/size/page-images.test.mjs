import assert from "node:assert/strict";
import { test } from "vitest";
import { chosenCandidate, pageImages, slotWidth } from "./page-images.mjs";

const set = (ext) => [480, 800, 1200, 1600, 2000].map((w) => `/m/a-${w}.${ext} ${w}w`).join(", ");

test("sizes gives the phone's slot: the first condition that holds, else the last length", () => {
  assert.equal(slotWidth("(min-width: 768px) 50vw, 100vw"), 412);
  assert.equal(slotWidth("(max-width: 500px) 200px, 100vw"), 200);
  assert.equal(slotWidth(""), 412);
});

test("the phone takes the narrowest candidate at least its slot at 2.6 pixels per CSS pixel, else the widest", () => {
  // 412 × 2.6 = 1071.2: 1200 is the narrowest that covers it.
  assert.equal(chosenCandidate(set("avif"), "100vw"), "/m/a-1200.avif");
  assert.equal(chosenCandidate(set("avif"), "(min-width: 300px) 200px, 100vw"), "/m/a-800.avif");
  assert.equal(chosenCandidate("/m/small-480.jpg 480w", "100vw"), "/m/small-480.jpg");
});

test("a picture counts once, by its first source the phone shows, lazy or not; noscript copies and data: images do not count", () => {
  const sizes = 'sizes="100vw"';
  const html = `<link rel="preload" as="image" type="image/avif" imageSrcSet="${set("avif")}" imageSizes="100vw"/>
<picture><source type="image/avif" srcSet="${set("avif")}" ${sizes}/><source type="image/webp" srcSet="${set("webp")}" ${sizes}/><img src="/m/a-1200.jpg" srcSet="${set("jpg")}" ${sizes} alt=""/></picture>
<span data-lazy-image="waiting"><picture><source type="image/avif" data-srcset="${set("avif").replaceAll("/a-", "/b-")}" ${sizes}/><img src="data:image/gif;base64,R0lG" data-src="/m/b-1200.jpg" hidden alt=""/></picture>
<noscript><picture><source type="image/avif" srcSet="${set("avif").replaceAll("/a-", "/b-")}"/><img src="/m/b-1200.jpg" alt=""/></picture></noscript></span>
<img src="/images/logo.svg" alt=""/><img src="data:image/svg+xml,%3Csvg%3E" alt=""/>`;
  assert.deepEqual(pageImages(html).sort(), ["/images/logo.svg", "/m/a-1200.avif", "/m/b-1200.avif"]);
});
