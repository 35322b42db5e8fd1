import type { Rollup } from "vite";
import { ALL_FUNCTIONS_CALLED, compileHintsForIslands } from "./compile-hints";
import { ISLAND_RUNTIME } from "./postbuild/client-build";

/** A written chunk as Rollup hands it to `generateBundle`: only what the plugin reads. */
const chunk = (fileName: string, name: string, isEntry = false) =>
  ({ type: "chunk", fileName, name, isEntry, code: "export function f(){return 1}" }) as Rollup.OutputChunk;

/** The files of a browser build after the plugin has seen them. */
function built(files: Rollup.OutputBundle): Rollup.OutputBundle {
  const hook = compileHintsForIslands().generateBundle as (options: unknown, bundle: Rollup.OutputBundle) => void;
  hook.call({}, {}, files);
  return files;
}

describe("compileHintsForIslands, the Vite plugin", () => {
  it("opens React's file and an island's with V8's whole-file compile hint", () => {
    const files = built({
      "assets/react-1.js": chunk("assets/react-1.js", "react"),
      "assets/ContactFormIsland-2.js": chunk("assets/ContactFormIsland-2.js", "ContactFormIsland"),
    });

    for (const file of Object.values(files)) {
      expect((file as Rollup.OutputChunk).code).toBe(`${ALL_FUNCTIONS_CALLED}\nexport function f(){return 1}`);
    }
  });

  it("leaves the page script and the islands runtime, which load with the page, as they are", () => {
    const files = built({
      "assets/entry.client-1.js": chunk("assets/entry.client-1.js", "page", true),
      "assets/islands-2.js": chunk("assets/islands-2.js", ISLAND_RUNTIME.chunk),
    });

    for (const file of Object.values(files))
      expect((file as Rollup.OutputChunk).code).toBe("export function f(){return 1}");
  });

  it("moves a hinted file's source map one line down, past the hint", () => {
    const map = { version: 3, sources: ["react.js"], names: [], mappings: "AAAA,CAAC" };
    const files = built({
      "assets/react-1.js": chunk("assets/react-1.js", "react"),
      "assets/react-1.js.map": {
        type: "asset",
        fileName: "assets/react-1.js.map",
        source: JSON.stringify(map),
      } as Rollup.OutputAsset,
    });

    const shifted = JSON.parse(String((files["assets/react-1.js.map"] as Rollup.OutputAsset).source)) as typeof map;
    expect(shifted).toEqual({ ...map, mappings: ";AAAA,CAAC" });
  });

  it("names a hinted file apart from the same file built without the hint", () => {
    const hash = compileHintsForIslands().augmentChunkHash as (chunk: Rollup.PreRenderedChunk) => string | undefined;

    expect(hash(chunk("assets/react-1.js", "react"))).toBe(ALL_FUNCTIONS_CALLED);
    expect(hash(chunk("assets/entry.client-1.js", "page", true))).toBeUndefined();
  });
});
