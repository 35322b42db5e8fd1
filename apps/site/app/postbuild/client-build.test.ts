import { clientBuildOf, type ViteManifest } from "./client-build";

// A browser build as Vite's manifest describes it: the page script, React, a shared chunk, and three
// islands, one imported by another (so Vite keys it by chunk name) and one with a lazy part.
const manifest: ViteManifest = {
  "app/entry.client.tsx": {
    file: "assets/entry.client-1.js",
    src: "app/entry.client.tsx",
    isEntry: true,
    dynamicImports: ["app/islands/FormIsland.tsx", "app/islands/PageIsland.tsx", "_NestedIsland-4.js", "_react-2.js"],
  },
  "_react-2.js": { file: "assets/react-2.js", name: "react" },
  "_shared-3.js": { file: "assets/shared-3.js", name: "shared", imports: ["_react-2.js"] },
  "app/islands/FormIsland.tsx": {
    file: "assets/FormIsland-5.js",
    src: "app/islands/FormIsland.tsx",
    isDynamicEntry: true,
    imports: ["_react-2.js", "_shared-3.js", "app/entry.client.tsx"],
    dynamicImports: ["app/islands/form/Later.tsx"],
  },
  "app/islands/form/Later.tsx": {
    file: "assets/Later-6.js",
    src: "app/islands/form/Later.tsx",
    isDynamicEntry: true,
    imports: ["_react-2.js"],
  },
  "app/islands/PageIsland.tsx": {
    file: "assets/PageIsland-7.js",
    src: "app/islands/PageIsland.tsx",
    isDynamicEntry: true,
    imports: ["_react-2.js", "_NestedIsland-4.js"],
  },
  "_NestedIsland-4.js": {
    file: "assets/NestedIsland-4.js",
    name: "NestedIsland",
    isDynamicEntry: true,
    imports: ["_shared-3.js"],
  },
};

const build = () => clientBuildOf(manifest, "app/entry.client.tsx", ["FormIsland", "PageIsland", "NestedIsland"]);

describe("clientBuildOf", () => {
  it("gives the page script's chunk first, with its static imports", () => {
    expect(build().pageScript).toEqual(["/assets/entry.client-1.js"]);
  });

  it("gives each island the files waking it fetches: its chunk and its static imports", () => {
    expect(build().islands.FormIsland?.wake).toEqual([
      "/assets/FormIsland-5.js",
      "/assets/react-2.js",
      "/assets/shared-3.js",
      "/assets/entry.client-1.js",
    ]);
  });

  it("counts what an island loads later in its `all`, but not the other islands the page script can load", () => {
    const { all } = build().islands.FormIsland!;

    expect(all).toContain("/assets/Later-6.js");
    expect(all).not.toContain("/assets/PageIsland-7.js");
  });

  it("finds an island that another island imports, which Vite keys by chunk name", () => {
    expect(build().islands.NestedIsland?.wake).toEqual([
      "/assets/NestedIsland-4.js",
      "/assets/shared-3.js",
      "/assets/react-2.js",
    ]);
  });

  it("lists everything the page script can ever load", () => {
    expect(new Set(build().reachable)).toEqual(new Set(Object.values(manifest).map((chunk) => `/${chunk.file}`)));
  });

  it("fails the build when an island has no chunk", () => {
    expect(() => clientBuildOf(manifest, "app/entry.client.tsx", ["FormIsland", "GoneIsland"])).toThrow(/GoneIsland/);
  });
});
