import { postbuildSettingsFrom, step } from "./site-build";
import { testBuild } from "./steps/test-build";

describe("a build step", () => {
  it("hands back what it returns, for a later step to take", async () => {
    const { build, remove } = await testBuild();
    const givesRules = step("gives the rules", () => ({ rules: ["/edit"] }));
    const needsRules = step("needs the rules", ({ rules }: typeof build & { rules: string[] }) => rules.join());

    const { rules } = await givesRules.run(build);
    expect(await needsRules.run({ ...build, rules })).toBe("/edit");
    // @ts-expect-error -- a step is refused, at the type check, a build without what it takes
    await expect(needsRules.run(build)).rejects.toThrow('The build step "needs the rules" failed');
    await remove();
  });

  it("logs its name and how long it took", async () => {
    const { build, logged, remove } = await testBuild();
    const sitemap = step("write the sitemap", () => new Promise((done) => setTimeout(done, 120)));

    await sitemap.run(build);

    expect(logged).toEqual([expect.stringMatching(/^✓ write the sitemap 0\.[1-9] s$/)]);
    await remove();
  });

  it("stops the build when it fails, naming itself in the error", async () => {
    const { build, remove } = await testBuild();
    const sitemap = step("write the sitemap", () => {
      throw new Error("disk full");
    });

    await expect(sitemap.run(build)).rejects.toThrow('The build step "write the sitemap" failed: disk full');
    await remove();
  });

  it("reads its settings from the environment, refusing an unknown host", () => {
    expect(postbuildSettingsFrom({ VITE_SITE_ORIGIN: "https://example.com/" }).origin).toBe("https://example.com");
    expect(() => postbuildSettingsFrom({ DEPLOY_HOST: "vercel" })).toThrow(/DEPLOY_HOST/);
  });
});
