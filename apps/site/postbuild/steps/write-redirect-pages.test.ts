import { redirects } from "../../app/route-table";
import { testBuild } from "./test-build";
import { writeRedirectPages } from "./write-redirect-pages";

describe("writeRedirectPages", () => {
  it("writes a page at each old path that sends the visitor on to the new one", async () => {
    const { build, files, read, remove } = await testBuild();

    await writeRedirectPages.run(build);

    expect(await files()).toEqual(redirects.map((r) => `${r.from.slice(1)}/index.html`).sort());
    const team = await read("Team/index.html");
    expect(team).toContain('content="0; url=/team"');
    expect(team).toContain('href="https://example.com/team"');
    await remove();
  });
});
