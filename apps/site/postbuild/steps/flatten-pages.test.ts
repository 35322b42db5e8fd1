import { existsSync } from "node:fs";
import path from "node:path";
import { pages } from "../../app/route-table";
import { flattenPages } from "./flatten-pages";
import { testBuild, testPost } from "./test-build";

describe("flattenPages", () => {
  it("moves each prerendered page to its own .html file, and the not-found page to 404.html", async () => {
    const prerendered = Object.fromEntries(
      [...pages.map((page) => page.path), "/404"].map((path) => [
        path === "/" ? "index.html" : `${path.slice(1)}/index.html`,
        `<p>${path}</p>`,
      ]),
    );
    const { build, files, read, remove } = await testBuild({
      ...prerendered,
      "free-ai-report/index.html": "<p>refresh</p>",
    });

    await flattenPages.run(build);

    const after = await files();
    expect(after).toContain("team.html");
    expect(after).toContain("404.html");
    expect(after).toContain("index.html");
    // No folder left where a page was: a host could answer /team/ from it.
    expect(existsSync(path.join(build.site, "team"))).toBe(false);
    // An old path's refresh page keeps its folder: it is not a page.
    expect(after).toContain("free-ai-report/index.html");
    expect(after).toHaveLength(pages.length + 2);
    expect(await read("team.html")).toBe("<p>/team</p>");
    expect(await read("404.html")).toBe("<p>/404</p>");
    await remove();
  });

  it("moves the pages the posts give beside the list's own, leaving no folder that was only a page's", async () => {
    const post = testPost;
    const prerendered = Object.fromEntries(
      [...pages.map((page) => page.path), "/404", post.path, "/insights/tags/how-to"].map((path) => [
        path === "/" ? "index.html" : `${path.slice(1)}/index.html`,
        `<p>${path}</p>`,
      ]),
    );
    const { build, files, read, remove } = await testBuild(prerendered);

    await flattenPages.run({ ...build, posts: [post] });

    const after = await files();
    expect(after).toEqual(
      expect.arrayContaining(["insights.html", "insights/a-post.html", "insights/tags/how-to.html"]),
    );
    expect(after.filter((file) => file.endsWith("/index.html"))).toEqual([]);
    expect(existsSync(path.join(build.site, "insights/a-post"))).toBe(false);
    expect(await read("insights/a-post.html")).toBe("<p>/insights/a-post</p>");
    await remove();
  });
});
