import { postbuildSettingsFrom, step, steps } from "./site-build";
import { testBuild } from "./steps/test-build";

describe("the build's steps", () => {
  it("run in the order listed, each taking what the ones before it returned", async () => {
    const { build, remove } = await testBuild();
    const ran: string[] = [];

    await steps()
      .add(
        step("first", () => {
          ran.push("first");
          return { rules: ["/edit"] };
        }),
      )
      .add(step("second", () => void ran.push("second")))
      .add(
        step("third", ({ rules }: { rules: string[] }) => {
          ran.push(`third took ${rules.join()}`);
        }),
      )
      .run(build);

    expect(ran).toEqual(["first", "second", "third took /edit"]);
    await remove();
  });

  it("refuse, at the type check, a step listed before the one whose output it takes", () => {
    const needsRules = step("needs the rules", (_build: { rules: string[] }) => {});
    const givesRules = step("gives the rules", () => ({ rules: ["/edit"] }));

    // @ts-expect-error -- no step before it returns `rules`
    const tooEarly = steps().add(needsRules).add(givesRules);
    const inOrder = steps().add(givesRules).add(needsRules);

    expect(tooEarly.names).toEqual(["needs the rules", "gives the rules"]);
    expect(inOrder.names).toEqual(["gives the rules", "needs the rules"]);
  });

  it("stop at a failing step, which the error names", async () => {
    const { build, remove } = await testBuild();
    const ran: string[] = [];

    await expect(
      steps()
        .add(
          step("write the sitemap", () => {
            throw new Error("disk full");
          }),
        )
        .add(step("after", () => void ran.push("after")))
        .run(build),
    ).rejects.toThrow('The build step "write the sitemap" failed: disk full');
    expect(ran).toEqual([]);
    await remove();
  });

  it("read their settings from the environment, refusing an unknown host", () => {
    expect(postbuildSettingsFrom({ VITE_SITE_ORIGIN: "https://example.com/" }).origin).toBe("https://example.com");
    expect(() => postbuildSettingsFrom({ DEPLOY_HOST: "vercel" })).toThrow(/DEPLOY_HOST/);
  });
});
