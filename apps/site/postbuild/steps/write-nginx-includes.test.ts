import { testBuild, testPost } from "./test-build";
import { writeNginxIncludes } from "./write-nginx-includes";

describe("writeNginxIncludes", () => {
  it("writes the redirects and the _headers rules as nginx includes beside the site, not in it", async () => {
    const { build, files, read, remove } = await testBuild();
    const headerRules = [{ path: "/team", headers: { "Content-Security-Policy": "default-src team-only" } }];

    await writeNginxIncludes.run({ ...build, headerRules });

    expect(await read("nginx/http.conf", "beside")).toContain("default-src team-only");
    expect(await read("nginx/server.conf", "beside")).toContain('location = "/Team" { return 301 "/team"; }');
    expect(await files()).toEqual([]);
    await remove();
  });

  it("sends a post's and its tag's addresses with a trailing slash on to them, as every page's", async () => {
    const post = testPost;
    const { build, read, remove } = await testBuild();

    await writeNginxIncludes.run({ ...build, posts: [post], headerRules: [] });

    const server = await read("nginx/server.conf", "beside");
    expect(server).toContain('location = "/insights/a-post/" { return 301 "/insights/a-post"; }');
    expect(server).toContain('location = "/insights/tags/how-to/" { return 301 "/insights/tags/how-to"; }');
    expect(server.match(/location = "\/insights\/" /g)).toHaveLength(1);
    await remove();
  });
});
