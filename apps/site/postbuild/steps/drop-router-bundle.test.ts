import { dropRouterBundle } from "./drop-router-bundle";
import { testBuild } from "./test-build";

describe("dropRouterBundle", () => {
  it("keeps React Router's stylesheets for later and removes the rest of its browser bundle", async () => {
    const { build, files, remove } = await testBuild({
      "index.html": "<html></html>",
      "team/index.html": "<html></html>",
      "assets/root-1.css": ".a{color:red}",
      "assets/entry.client-2.js": "hydrate()",
      ".vite/manifest.json": "{}",
      "__spa-fallback.html": "<html></html>",
      "_root.data": "[]",
      "team.data": "[]",
      "images/logo.svg": "<svg/>",
    });

    const { stylesheets } = await dropRouterBundle.run(build);

    expect(await files()).toEqual(["images/logo.svg", "index.html", "team/index.html"]);
    expect([...stylesheets]).toEqual([["/assets/root-1.css", ".a{color:red}"]]);
    await remove();
  });
});
