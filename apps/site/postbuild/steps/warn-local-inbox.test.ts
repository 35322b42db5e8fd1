import { testBuild } from "./test-build";
import { warnLocalInbox } from "./warn-local-inbox";

describe("warnLocalInbox", () => {
  it("says a local-inbox build is never to deploy", async () => {
    const { build, remove } = await testBuild();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

    await warnLocalInbox.run(build);

    expect(warn).toHaveBeenCalledWith(expect.stringContaining("never to deploy"));
    warn.mockRestore();
    await remove();
  });

  it("says nothing of a build that posts to the real addresses", async () => {
    const { build, remove } = await testBuild();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

    await warnLocalInbox.run({ ...build, settings: { ...build.settings, localInbox: false } });

    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    await remove();
  });
});
