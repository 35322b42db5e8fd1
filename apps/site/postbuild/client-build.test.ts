import { clientBuildOf, type ViteManifest } from "./client-build";

// A browser build as Vite's manifest describes it: the page script, React, a shared chunk, and three
// islands, one imported by another (so Vite keys it by chunk name) and one with a lazy part.
const manifest: ViteManifest = {
  "app/entry.client.tsx": {
    file: "assets/entry.client-1.js",
    src: "app/entry.client.tsx",
    isEntry: true,
    dynamicImports: ["app/pageIslands.ts"],
  },
  "app/pageIslands.ts": {
    file: "assets/wakePageIslands-8.js",
    src: "app/pageIslands.ts",
    isDynamicEntry: true,
    imports: ["app/entry.client.tsx", "_awaits-9.js"],
    dynamicImports: ["app/islands/FormIsland.tsx", "app/islands/PageIsland.tsx", "_NestedIsland-4.js", "_react-2.js"],
  },
  "_awaits-9.js": { file: "assets/awaits-9.js", name: "awaits" },
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
    imports: ["_react-2.js", "_NestedIsland-4.js", "app/pageIslands.ts"],
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

  it("gives the islands runtime's chunk with its static imports, but not the page script's", () => {
    expect(build().islandRuntime).toEqual(["/assets/wakePageIslands-8.js", "/assets/awaits-9.js"]);
  });

  it("fails the build when the islands runtime has no chunk", () => {
    expect(() =>
      clientBuildOf(manifest, "app/entry.client.tsx", ["FormIsland"], { src: "app/hydration/gone.ts", chunk: "gone" }),
    ).toThrow(/islands runtime/);
  });

  it("finds the islands runtime by its chunk's name where Vite keys it so", () => {
    const renamed = JSON.stringify(manifest).replaceAll('"app/pageIslands.ts"', '"_islands-8.js"');
    const byName = JSON.parse(renamed) as Record<string, { src?: string; name?: string }>;
    byName["_islands-8.js"] = { ...byName["_islands-8.js"], src: undefined, name: "islands" };
    const islands = ["FormIsland", "PageIsland", "NestedIsland"];

    expect(clientBuildOf(byName as ViteManifest, "app/entry.client.tsx", islands).islandRuntime).toEqual([
      "/assets/wakePageIslands-8.js",
      "/assets/awaits-9.js",
    ]);
  });

  it("gives each island the files waking it fetches: its chunk and its static imports", () => {
    expect(build().islands.FormIsland?.wake).toEqual([
      "/assets/FormIsland-5.js",
      "/assets/react-2.js",
      "/assets/shared-3.js",
      "/assets/entry.client-1.js",
    ]);
  });

  it("does not count every island an island holding another could load through the runtime's registry", () => {
    const { all } = build().islands.PageIsland!;

    expect(all).toContain("/assets/NestedIsland-4.js");
    expect(all).not.toContain("/assets/FormIsland-5.js");
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

  it("gives an island with a plain-DOM module that module's files, wherever Vite lists its component, and says so", () => {
    for (const order of ["wiring last", "wiring first"]) {
      const wiring = {
        "app/islands/PageIsland.dom.ts": {
          file: "assets/PageIsland.dom-10.js",
          src: "app/islands/PageIsland.dom.ts",
          isDynamicEntry: true,
        },
      };
      const withWiring: ViteManifest =
        order === "wiring last" ? { ...manifest, ...wiring } : { ...wiring, ...manifest };
      const { islands } = clientBuildOf(withWiring, "app/entry.client.tsx", [
        "FormIsland",
        "PageIsland",
        "NestedIsland",
      ]);

      expect(islands.PageIsland).toEqual({
        wake: ["/assets/PageIsland.dom-10.js"],
        all: ["/assets/PageIsland.dom-10.js"],
        plainDom: true,
      });
      expect(islands.FormIsland?.plainDom).toBe(false);
    }
  });

  it("lists everything the page script can ever load", () => {
    expect(new Set(build().reachable)).toEqual(new Set(Object.values(manifest).map((chunk) => `/${chunk.file}`)));
  });

  it("fails the build when an island has no chunk", () => {
    expect(() => clientBuildOf(manifest, "app/entry.client.tsx", ["FormIsland", "GoneIsland"])).toThrow(/GoneIsland/);
  });
});
