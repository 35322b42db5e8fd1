import { INLINE_IMAGE_MAX_BYTES, inlineFirstPaintImages, svgDataUri } from "./inline-images";

const logo =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">\n  <path fill="#0f766e" d="M0 0h40v40z"/>\n</svg>';
const files: Record<string, string> = {
  "/images/logo.svg": logo,
  "/images/big.svg": `<svg>${" ".repeat(INLINE_IMAGE_MAX_BYTES)}x</svg>`,
};
const svgFor = (src: string) => files[src];

describe("inlineFirstPaintImages", () => {
  it("puts a small high-priority SVG inline and drops its preload", () => {
    const html =
      '<link rel="preload" as="image" href="/images/logo.svg" fetchPriority="high"/>' +
      '<img src="/images/logo.svg" alt="" width="40" height="40" loading="eager" fetchPriority="high"/>';

    expect(inlineFirstPaintImages(html, svgFor)).toBe(
      `<img src="${svgDataUri(logo)}" alt="" width="40" height="40" loading="eager" fetchPriority="high"/>`,
    );
  });

  it.each([
    ["an image that is not high priority", '<img src="/images/logo.svg" alt="" loading="lazy"/>'],
    ["an SVG too large", '<img src="/images/big.svg" alt="" fetchPriority="high"/>'],
    ["an image that is no SVG", '<img src="/images/photo.webp" alt="" fetchPriority="high"/>'],
    ["an SVG the build does not have", '<img src="/images/gone.svg" alt="" fetchPriority="high"/>'],
    ["another origin's image", '<img src="https://example.com/a.svg" alt="" fetchPriority="high"/>'],
    [
      "the preload of an image left as a request",
      '<link rel="preload" as="image" href="/images/big.svg" fetchPriority="high"/>',
    ],
  ])("leaves alone %s", (_case, html) => {
    expect(inlineFirstPaintImages(html, svgFor)).toBe(html);
  });
});

describe("svgDataUri", () => {
  it("keeps the SVG's text, whitespace collapsed, escaping only what a URI in an attribute cannot hold", () => {
    expect(svgDataUri(logo)).toBe(
      "data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%2040%2040%22%3E%20" +
        "%3Cpath%20fill=%22%230f766e%22%20d=%22M0%200h40v40z%22/%3E%20%3C/svg%3E",
    );
  });
});
