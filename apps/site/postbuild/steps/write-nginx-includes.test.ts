import { testBuild } from "./test-build";
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
});
