import { readdirSync } from "node:fs";
import path from "node:path";
import { islandKeyOfComponent } from "./islandKey";
import { islandLoaders } from "./registry";

const islandKeys = [...islandLoaders.keys()];

// Every module directly in app/islands/, as the build lists them (postbuild/steps/bundle-page-script.ts).
const islandFiles = readdirSync(path.join(import.meta.dirname, "../islands")).filter((file) => file.endsWith(".tsx"));

describe("the island registry", () => {
  it("holds every module of app/islands/ under its key, its path there without the extension", () => {
    expect([...islandKeys].sort()).toEqual(islandFiles.map((file) => file.slice(0, -".tsx".length)).sort());
  });

  it("loads each island whose component carries the same key, as the prerender reads it", async () => {
    for (const [key, load] of islandLoaders) {
      const module = await load();
      expect("default" in module && islandKeyOfComponent(module.default)).toBe(key);
    }
    // Loading every island's module at once takes seconds on a busy machine.
  }, 30_000);

  it("leaves the parts an island loads later, in its subfolders, out", () => {
    expect(islandKeys.some((key) => key.includes("/"))).toBe(false);
    expect(islandKeys).not.toContain("Worklog");
  });
});
