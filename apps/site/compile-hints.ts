import type { Plugin, Rollup } from "vite";
import { ISLAND_RUNTIME } from "./postbuild/client-build";

/**
 * V8's compile hint for a whole file: compile every function in it as the file is parsed, which for
 * a script fetched over the network is on the streaming thread, off the main one. Without it each
 * function is compiled on the main thread the first time it runs.
 */
export const ALL_FUNCTIONS_CALLED = "//# allFunctionsCalledOnLoad";

/**
 * Marks the files an island loads when it wakes (React, the island's own code and what it shares)
 * with `ALL_FUNCTIONS_CALLED`. Hydration runs most of their functions and the visitor's next key or
 * tap the rest: React's event system and a field's handlers first run on the first key React hears,
 * which otherwise compiles some forty functions on the main thread before the key is answered. The
 * page script and the islands runtime load with the page, not with an island, and are left as they
 * are. Applied to the written files (`generateBundle`), after minifying, which would drop a comment;
 * a source map, when built, is shifted by the added line.
 */
export function compileHintsForIslands(): Plugin {
  return {
    name: "grand-river:compile-hints",
    apply: "build",
    // The hint is part of the file, so a hinted file is named apart from one built without it.
    augmentChunkHash(chunk) {
      return loadsWithAnIsland(chunk) ? ALL_FUNCTIONS_CALLED : undefined;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !loadsWithAnIsland(chunk)) continue;
        chunk.code = `${ALL_FUNCTIONS_CALLED}\n${chunk.code}`;
        const map = bundle[`${chunk.fileName}.map`];
        if (map?.type === "asset") map.source = shiftedOneLine(String(map.source));
      }
    },
  };
}

/** Every chunk but the page script (the build's entry) and the islands runtime, which load with the page. */
const loadsWithAnIsland = (chunk: Rollup.PreRenderedChunk) => !chunk.isEntry && chunk.name !== ISLAND_RUNTIME.chunk;

/** A source map's JSON with its generated lines moved one down, for a line added at the top. */
function shiftedOneLine(json: string): string {
  const map = JSON.parse(json) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}
