import { expect, test } from "@playwright/test";
import { defaultSeo, notFoundTitle, pageSeo, seoFor } from "@grand-river/content";
import { pages } from "../app/route-table";

const origin = (process.env.VITE_SITE_ORIGIN ?? "https://grandriverai.com").replace(/\/$/, "");

/** Reads what a crawler that runs no script gets: the raw prerendered HTML. */
async function rawHtml(request: import("@playwright/test").APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

const attr = (html: string, selector: RegExp) => html.match(selector)?.[1];
const escape = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

test.describe("each page's metadata is in its static HTML", () => {
  for (const { path, indexable } of pages) {
    test(`${path} carries its title, description, canonical, social cards and JSON-LD`, async ({ request }) => {
      const html = await rawHtml(request, path);
      const seo = seoFor(path);
      expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(escape(seo.title));
      expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBe(escape(seo.description));
      expect(attr(html, /<meta name="keywords" content="([^"]*)"/)).toBe(escape(seo.keywords.join(", ")));
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${origin}${path}`);
      expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toBe(escape(seo.title));
      expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toBe(`${origin}${path}`);
      expect(attr(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe("summary_large_image");
      const card = attr(html, /<meta property="og:image" content="([^"]*)"/) ?? "";
      expect(card).toMatch(new RegExp(`^${origin}/assets/cards/[a-z0-9-]+-[\\w-]{10}\\.png$`));
      expect(attr(html, /<meta name="twitter:image" content="([^"]*)"/)).toBe(card);
      expect(attr(html, /<meta property="og:image:width" content="([^"]*)"/)).toBe("1200");
      expect(attr(html, /<meta property="og:image:height" content="([^"]*)"/)).toBe("630");
      expect(attr(html, /<meta property="og:image:alt" content="([^"]*)"/)).toBe(
        escape(`${seo.title}. ${seo.description}`),
      );
      const jsonLd = JSON.parse(
        attr(html, /<script type="application\/ld\+json">([^<]*)<\/script>/) ?? "null",
      ) as unknown;
      expect(jsonLd).toMatchObject({
        "@context": "https://schema.org",
        url: `${origin}${path}`,
        aggregateRating: { ratingValue: "4.9", reviewCount: "27" },
      });
      expect(html.includes('<meta name="robots" content="noindex"/>')).toBe(!indexable);
    });
  }

  test("the six pages of §2.1 and Insights have words of their own, the rest the defaults with a title of their own", () => {
    expect(Object.keys(pageSeo).sort()).toEqual(
      ["/", "/portfolio", "/services", "/ai-report", "/team", "/grand-rapids-ai-automation", "/insights"].sort(),
    );
    for (const { path } of pages.filter((page) => !pageSeo[page.path])) {
      expect(seoFor(path)).toMatchObject({
        description: defaultSeo.description,
        keywords: defaultSeo.keywords,
      });
    }
  });

  test("no two pages share a title, and the not-found page's says so (WCAG 2.4.2)", async ({ request }) => {
    const titles = await Promise.all(
      pages.map(async ({ path }) => attr(await rawHtml(request, path), /<title>([^<]*)<\/title>/)),
    );
    const notFound = await request.get("/no-such-page");
    expect(notFound.status()).toBe(404);
    titles.push(attr(await notFound.text(), /<title>([^<]*)<\/title>/));

    expect(titles.at(-1)).toBe(escape(notFoundTitle));
    expect(new Set(titles).size).toBe(titles.length);
  });

  test("every page's social card is its own 1200×630 PNG of at most 100 KB", async ({ request }) => {
    const cards = await Promise.all(
      pages.map(async ({ path }) => attr(await rawHtml(request, path), /<meta property="og:image" content="([^"]*)"/)),
    );
    expect(new Set(cards).size).toBe(pages.length);
    for (const card of cards) {
      const response = await request.get(new URL(card ?? "").pathname);
      expect(response.status(), card).toBe(200);
      expect(response.headers()["content-type"], card).toBe("image/png");
      const png = await response.body();
      // The PNG signature, then the IHDR chunk's width and height.
      expect(png.subarray(1, 4).toString("latin1"), card).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], card).toEqual([1200, 630]);
      expect(png.length, card).toBeLessThanOrEqual(100 * 1024);
    }
  });

  test("sitemap.xml lists every indexable page and robots.txt keeps /admin out", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const { path, indexable } of pages) {
      expect(sitemap.includes(`<loc>${origin}${path}</loc>`)).toBe(indexable);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
