import { postbuildSettingsFrom, runSteps, step } from "./site-build";
import { testBuild } from "./steps/test-build";

describe("the build's steps", () => {
  it("run in the order listed, each seeing what the one before left", async () => {
    const { build, remove } = await testBuild();
    const ran: string[] = [];

    await runSteps(
      [
        step("first", (b) => {
          ran.push("first");
          b.carried.editorRules = [];
        }),
        step("second", (b) => {
          ran.push(`second saw ${b.carried.editorRules ? "the rules" : "nothing"}`);
        }),
      ],
      build,
    );

    expect(ran).toEqual(["first", "second saw the rules"]);
    await remove();
  });

  it("stop at a failing step, which the error names", async () => {
    const { build, remove } = await testBuild();
    const ran: string[] = [];

    await expect(
      runSteps(
        [
          step("write the sitemap", () => {
            throw new Error("disk full");
          }),
          step("after", () => void ran.push("after")),
        ],
        build,
      ),
    ).rejects.toThrow('The build step "write the sitemap" failed: disk full');
    expect(ran).toEqual([]);
    await remove();
  });

  it("read their settings from the environment, refusing an unknown host", () => {
    expect(postbuildSettingsFrom({ VITE_SITE_ORIGIN: "https://example.com/" }).origin).toBe("https://example.com");
    expect(() => postbuildSettingsFrom({ DEPLOY_HOST: "vercel" })).toThrow(/DEPLOY_HOST/);
  });
});
