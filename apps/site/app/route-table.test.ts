import { editorRoute, normalizePath, pageFor, pages, prerenderPaths, redirectFor, redirects } from "./route-table";
import { deployHostFrom, encodePath, redirectsFile, robotsTxt, sitemapXml } from "../postbuild/static-files";

describe("route table", () => {
  it.each([
    ["/team/", "/team"],
    ["/Free%20AI%20Report", "/Free AI Report"],
    ["/Free%20AI%20Report%20", "/Free AI Report "],
    ["/", "/"],
    ["/%E0%A4%A", "/%E0%A4%A"],
  ])("normalises %j to %j", (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it.each([
    ["/Team", "/team"],
    ["/Free%20AI%20Report%20", "/ai-report"],
    ["/grand-rapids-automation/", "/grand-rapids-ai-automation"],
    ["/team", undefined],
    ["/TEAM", undefined],
  ])("sends %j to %j", (path, target) => {
    expect(redirectFor(path)).toBe(target);
  });

  it("knows the 13 pages of the spec, the accessibility statement, Insights, 9 redirects and the not-found page", () => {
    expect(prerenderPaths([])).toHaveLength(15 + 9 + 1);
    expect(pageFor("/nowhere").path).toBe("/404");
    expect(pageFor("/flyer-port-sheldon")).toMatchObject({ chrome: "bare", scheduleCall: false });
    expect(pageFor("/")).toMatchObject({ chrome: "full", scheduleCall: false });
    expect(pageFor("/team")).toMatchObject({ chrome: "full", scheduleCall: true });
  });

  it.each([
    ["/insights", "/insights"],
    ["/insights/page/2", "/insights/page/:page"],
    ["/insights/tags/case-study", "/insights/tags/:tag"],
    ["/insights/a-post", "/insights/:slug"],
    ["/insights/a-post/more", "/404"],
  ])("shows %j with the page %j", (path, page) => {
    expect(pageFor(path).path).toBe(page);
  });

  it("prerenders the paths the posts give, and refuses one no page of the posts answers", () => {
    expect(prerenderPaths(["/insights/a-post", "/insights/page/2"])).toEqual(
      expect.arrayContaining(["/insights/a-post", "/insights/page/2"]),
    );
    expect(() => prerenderPaths(["/insights/a/b"])).toThrow("/insights/a/b match no page");
  });
});

describe("host files", () => {
  it("redirects every old path, with and without a trailing slash, and each page's slashed path, with a 301 Cloudflare accepts", () => {
    const lines = redirectsFile("cloudflare").trim().split("\n");
    expect(lines).toHaveLength(redirects.length * 2 + pages.length - 1);
    expect(lines).toContain("/team/  /team  301");
    expect(lines).toContain("/Free%20AI%20Report%20  /ai-report  301");
    expect(lines).toContain("/Team/  /team  301");
    expect(lines.every((line) => line.endsWith("  301"))).toBe(true);
  });

  it("sends a post's page asked for with a trailing slash on to its address, as every page", () => {
    expect(redirectsFile("cloudflare", ["/insights/a-post"]).split("\n")).toContain(
      "/insights/a-post/  /insights/a-post  301",
    );
  });

  it("forces each redirect for Netlify, where a file at the old path would otherwise win", () => {
    const lines = redirectsFile("netlify").trim().split("\n");
    expect(lines).toContain("/Team  /team  301!");
    expect(lines.every((line) => line.endsWith("  301!"))).toBe(true);
  });

  it("reads the host from DEPLOY_HOST, Cloudflare Pages by default, and refuses a host it cannot write for", () => {
    expect(deployHostFrom(undefined)).toBe("cloudflare");
    expect(deployHostFrom("netlify")).toBe("netlify");
    expect(() => deployHostFrom("vercel")).toThrow(/DEPLOY_HOST/);
  });

  it("lists indexable pages in the sitemap and keeps /admin out of search", () => {
    const sitemap = sitemapXml("https://example.com");
    expect(sitemap.match(/<loc>/g)).toHaveLength(14);
    expect(sitemap).toContain("<loc>https://example.com/accessibility</loc>");
    expect(sitemap).not.toContain("/admin");
    expect(robotsTxt("https://example.com")).toContain("Disallow: /admin\n");
  });

  it("lists the posts' pages in the sitemap with the day each changed, /insights once", () => {
    const sitemap = sitemapXml("https://example.com", [
      { path: "/insights", lastmod: "2026-10-26" },
      { path: "/insights/a-post", lastmod: "2026-10-05" },
    ]);
    expect(sitemap).toContain("<url><loc>https://example.com/insights</loc><lastmod>2026-10-26</lastmod></url>");
    expect(sitemap).toContain("<url><loc>https://example.com/insights/a-post</loc><lastmod>2026-10-05</lastmod></url>");
    expect(sitemap.match(/\/insights</g)).toHaveLength(1);
  });

  it("keeps the agency's editor out of the sitemap and out of search, an address beside the 15 pages", () => {
    expect(pages).toHaveLength(15);
    expect(pages.map((page) => page.path)).not.toContain(editorRoute.path);
    expect(sitemapXml("https://example.com")).not.toContain("/edit");
    expect(robotsTxt("https://example.com")).toContain("Disallow: /edit\n");
  });

  it("encodes spaces in paths as the browser sends them", () => {
    expect(encodePath("/Free AI Report ")).toBe("/Free%20AI%20Report%20");
  });
});
