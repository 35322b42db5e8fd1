import pagesFile from "../data/pages.json" with { type: "json" };
import { defaultSeo, notFoundTitle, pageSearchResults, pageSeo, pageTitles, seoFor } from "./seo";
import { site } from "./site";

describe("page titles", () => {
  it("keeps each of the seven pages with metadata of their own exactly as they are", () => {
    expect(Object.keys(pageSeo).sort()).toEqual([
      "/",
      "/ai-report",
      "/grand-rapids-ai-automation",
      "/insights",
      "/portfolio",
      "/services",
      "/team",
    ]);
    for (const [path, seo] of Object.entries(pageSeo)) expect(seoFor(path)).toBe(seo);
  });

  it("gives every other page a title of its own, in the site's “Page | Firm” form, and the defaults for the rest", () => {
    for (const [path, title] of Object.entries(pageTitles)) {
      expect(title).toMatch(new RegExp(`^.+ \\| ${site.firmName}$`));
      expect(seoFor(path)).toEqual({ ...defaultSeo, title });
    }
  });

  it("says so in the title of the not-found page, whatever the path", () => {
    expect(seoFor("/no-such-page", { notFound: true }).title).toBe(notFoundTitle);
    expect(notFoundTitle).toContain("Not Found");
    expect(seoFor("/no-such-page", { notFound: true }).description).toBe(defaultSeo.description);
  });

  it("never gives two of them the same title", () => {
    const titles = [
      ...Object.values(pageSeo).map((seo) => seo.title),
      ...Object.values(pageTitles),
      notFoundTitle,
      defaultSeo.title,
    ];
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe("every page's search result, as the editor's preview shows it", () => {
  it("is what the built page's metadata says, for every page with a title of its own", () => {
    const results = pageSearchResults(pagesFile);
    expect(results.map((result) => result.path).sort()).toEqual(
      [...Object.keys(pageSeo), ...Object.keys(pageTitles)].sort(),
    );
    for (const { path, title, description } of results) expect(seoFor(path)).toMatchObject({ title, description });
  });

  it("fills in the braces of a title being typed", () => {
    const typed = { ...pagesFile, team: { ...pagesFile.team, title: "Meet us | {firmName}" } };
    expect(pageSearchResults(typed).find((result) => result.path === "/team")?.title).toBe(
      `Meet us | ${site.firmName}`,
    );
  });
});
