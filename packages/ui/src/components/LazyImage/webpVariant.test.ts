import { describe, expect, it } from "vitest";
import { webpVariant } from "./webpVariant.js";

describe("webpVariant", () => {
  it.each([
    ["/images/team/founder.png", "/images/team/founder.webp"],
    ["/images/hero.jpg", "/images/hero.webp"],
    ["/images/hero.jpeg", "/images/hero.webp"],
    ["/images/SHOUTY.JPG", "/images/SHOUTY.webp"],
    ["https://cdn.example.com/a/b.png", "https://cdn.example.com/a/b.webp"],
    ["/images/hero.jpg?v=3", "/images/hero.webp?v=3"],
    ["/images/hero.png#crop", "/images/hero.webp#crop"],
    ["/images/my.png.backup/photo.jpeg", "/images/my.png.backup/photo.webp"],
  ])("turns %s into %s", (src, expected) => {
    expect(webpVariant(src)).toBe(expected);
  });

  it.each([
    ["/images/logo.svg"],
    ["/images/already.webp"],
    ["/images/animation.gif"],
    ["/images/no-extension"],
    ["/images/png"],
    ["/images/fake.png.svg"],
    ["/images/query-only.svg?name=x.png"],
    [""],
  ])("gives no WebP variant for %j", (src) => {
    expect(webpVariant(src)).toBeUndefined();
  });
});
