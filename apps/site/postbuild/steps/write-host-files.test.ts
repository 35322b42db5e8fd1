import { testBuild } from "./test-build";
import { writeHostFiles } from "./write-host-files";

describe("writeHostFiles", () => {
  it("writes the sitemap and robots.txt at the deployed origin, and the host's redirects", async () => {
    const { build, read, remove } = await testBuild({}, { DEPLOY_HOST: "netlify" });

    await writeHostFiles.run(build);

    expect(await read("sitemap.xml")).toContain("<loc>https://example.com/team</loc>");
    expect(await read("robots.txt")).toContain("Sitemap: https://example.com/sitemap.xml");
    expect(await read("_redirects")).toContain("/Team  /team  301!");
    await remove();
  });
});
