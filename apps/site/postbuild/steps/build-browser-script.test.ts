import type { ClientBuild } from "../client-build";
import { PAGE_SCRIPT_MANIFEST, readBrowserBuild } from "./build-browser-script";
import { testBuild } from "./test-build";

// Vite's manifest of a browser build with every island of app/islands/ in it.
const islands = [
  "AdminIsland",
  "ContactFormIsland",
  "NewsletterIsland",
  "PlaybookFormIsland",
  "PlaybookSamplesIsland",
  "PortfolioIsland",
  "ReportIsland",
  "ReportPreviewsIsland",
  "VideoIsland",
];
const manifest = {
  "app/entry.client.tsx": {
    file: "assets/page-1.js",
    isEntry: true,
    dynamicImports: ["app/pageIslands.ts"],
  },
  "app/pageIslands.ts": {
    file: "assets/islands-2.js",
    isDynamicEntry: true,
    imports: ["app/entry.client.tsx"],
    dynamicImports: islands.map((name) => `app/islands/${name}.tsx`),
  },
  ...Object.fromEntries(
    islands.map((name, index) => [
      `app/islands/${name}.tsx`,
      { file: `assets/${name}-${index}.js`, src: `app/islands/${name}.tsx`, isDynamicEntry: true },
    ]),
  ),
};

describe("buildBrowserScript, reading what it built", () => {
  it("lists the page script's and each island's files in islands.json beside the site, and leaves no manifest nor its styles in the site", async () => {
    const { build, read, files, remove } = await testBuild({
      [PAGE_SCRIPT_MANIFEST]: JSON.stringify(manifest),
      "assets/page-1.js": "",
      "assets/style-3.css": ".a{}",
      "index.html": "",
    });

    const client = await readBrowserBuild(build);

    const written = JSON.parse(await read("islands.json", "beside")) as ClientBuild;
    expect(written).toEqual(client);
    expect(written.pageScript).toEqual(["/assets/page-1.js"]);
    expect(Object.keys(written.islands).sort()).toEqual(islands);
    expect(written.islands.ContactFormIsland?.wake).toEqual(["/assets/ContactFormIsland-1.js"]);
    expect(await files()).toEqual(["assets/page-1.js", "index.html"]);
    await remove();
  });

  it("fails when the build lacks an island of app/islands/", async () => {
    const { build, remove } = await testBuild({
      [PAGE_SCRIPT_MANIFEST]: JSON.stringify({ ...manifest, "app/islands/VideoIsland.tsx": undefined }),
    });

    await expect(readBrowserBuild(build)).rejects.toThrow(/VideoIsland/);
    await remove();
  });
});
