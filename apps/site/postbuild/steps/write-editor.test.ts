import { editorRoute } from "../../app/route-table";
import { testBuild } from "./test-build";
import { writeEditor } from "./write-editor";

describe("writeEditor", () => {
  // It bundles the editor's script with the site's components (../editor/editor-script.ts): the limit is for a hung run.
  it("writes the editor's page with its script, and leaves its header rules for _headers", async () => {
    const { build, files, read, remove } = await testBuild({}, { EDITOR_GITHUB_REPO: "agency/site" });

    const { editorRules } = await writeEditor.run(build);

    const html = await read(editorRoute.file);
    expect(html).toContain("agency/site");
    const script = /<script src="([^"]+)"/.exec(html)?.[1];
    expect(await files()).toContain(script?.slice(1));
    expect(editorRules.map((rule) => rule.path)).toContain("/edit");
    await remove();
  }, 120_000);
});
