import { testBuild } from "./test-build";
import { writeHeaders } from "./write-headers";

describe("writeHeaders", () => {
  it("gives each page and 404.html a policy of its own, but no refresh page at an old path, then the editor's and the cache rules", async () => {
    const { build, read, remove } = await testBuild({
      "index.html": "<script>home()</script>",
      "team.html": "<script>team()</script>",
      "404.html": "<p>Not found</p>",
      "Team/index.html": "<meta http-equiv=refresh>",
      "edit.html": "<p>Editor</p>",
    });
    const editorRules = [{ path: "/edit", headers: { "Content-Security-Policy": "default-src 'self'" } }];

    const { headerRules } = await writeHeaders.run({ ...build, editorRules });

    const headers = await read("_headers");
    const paths = headers.split("\n").filter((line) => line.startsWith("/"));
    expect(paths).toEqual(expect.arrayContaining(["/", "/team", "/404", "/edit", "/assets/*"]));
    expect(paths).not.toContain("/Team");
    expect(headers).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+/);
    expect(headers).toContain("default-src 'self'");
    expect(headerRules).toHaveLength(paths.length);
    await remove();
  });
});
