import path from "node:path";
import type { Plugin, Rollup } from "vite";
import { ISLAND_RUNTIME } from "./postbuild/client-build";

/** A module's file, without Rollup's `\0` prefix or a query. */
export const fileOf = (id: string) => id.replace(/^\0/, "").replace(/\?.*$/, "");

/** How a module was reached from the one before it in a chain. */
type Step = { id: string; by: "import" } | { id: string; by: "chunk"; chunk: string };

/** What `chainToReact` walks: the build's modules, seen from one module at a time. */
interface ModuleGraph {
  /** What the module imports, statically or with `import()`. */
  imports: (id: string) => readonly string[];
  /** The chunk the module was written into, and the other modules written there with code. */
  chunkOf: (id: string) => { name: string; modules: readonly string[] } | undefined;
  /** React's own modules (react, react-dom, the scheduler). */
  isReact: (id: string) => boolean;
  /** Modules of the files every page with islands has loaded already: fetching them costs an island nothing. */
  loadsWithPage: (id: string) => boolean;
}

/**
 * A chain from `start` to a React module, or undefined when there is none. A chain goes through
 * imports, and through chunks: fetching a module fetches its whole chunk, and with it whatever the
 * other modules in that chunk import. Of the chains, one with the fewest steps through a chunk, so
 * what it names is the imports where there are some. What loads with the page is not followed.
 */
function chainToReact(start: string, graph: ModuleGraph): Step[] | undefined {
  // A search that takes an import before a chunk's step (0-1 breadth-first): `chunkSteps` is the
  // fewest steps through a chunk that reach each module, `cameFrom` the step that did.
  const chunkSteps = new Map([[start, 0]]);
  const cameFrom = new Map<string, Step & { from: string }>();
  const queue = [start];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (graph.isReact(id)) {
      const chain: Step[] = [];
      for (let step = cameFrom.get(id); step; step = cameFrom.get(step.from)) {
        const { from: _from, ...taken } = step;
        chain.unshift(taken);
      }
      return [{ id: start, by: "import" }, ...chain];
    }
    if (id !== start && graph.loadsWithPage(id)) continue;
    const here = chunkSteps.get(id) ?? 0;
    const chunk = graph.chunkOf(id);
    const next: (Step & { from: string })[] = graph.imports(id).map((to) => ({ id: to, by: "import", from: id }));
    if (chunk) next.push(...chunk.modules.map((to) => ({ id: to, by: "chunk" as const, chunk: chunk.name, from: id })));
    for (const step of next) {
      const steps = here + (step.by === "chunk" ? 1 : 0);
      if (steps >= (chunkSteps.get(step.id) ?? Infinity)) continue;
      chunkSteps.set(step.id, steps);
      cameFrom.set(step.id, step);
      if (step.by === "chunk") queue.push(step.id);
      else queue.unshift(step.id);
    }
  }
  return undefined;
}

/**
 * A chain as the build prints it: "app/islands/X.dom.ts → … → react/index.js", each module by its
 * path from `root` (an installed package's from its package folder), a step through a chunk saying
 * which chunk.
 */
function describeChain(chain: readonly Step[], root: string): string {
  const name = (id: string) => {
    const file = fileOf(id);
    const installed = file.lastIndexOf("/node_modules/");
    return installed === -1 ? path.relative(root, file) : file.slice(installed + "/node_modules/".length);
  };
  return chain
    .map((step, i) =>
      i === 0
        ? name(step.id)
        : step.by === "chunk"
          ? `(its chunk "${step.chunk}" holds) ${name(step.id)}`
          : name(step.id),
    )
    .join(" → ");
}

/**
 * Fails the browser build when a plain-DOM island's module (`<islands>/<Name>.dom.ts`) reaches
 * React, by an import or by a chunk it shares with a module that imports React, and names the
 * chain: such an island's point is a tap answered with no framework, and nothing else notices React
 * riding along (the page still works, only heavier). Checked on the written chunks
 * (`generateBundle`), so the grouping of `manualChunks` is judged as well as the imports.
 */
export function reactFreeIslands({
  islands,
  isReact,
  root,
  runtimeChunk = ISLAND_RUNTIME.chunk,
}: {
  /** The islands' folder. */
  islands: string;
  /** React's own files, by path. */
  isReact: (file: string) => boolean;
  /** Paths in the message are relative to it. */
  root: string;
  /** The islands runtime's chunk, which loads with the page as the build's entry does. */
  runtimeChunk?: string;
}): Plugin {
  const isWiring = (file: string) => path.dirname(file) === islands && file.endsWith(".dom.ts");
  return {
    name: "grand-river:react-free-islands",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOfModule = new Map<string, Rollup.OutputChunk>();
      for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOfModule.set(id, chunk);
      const withPage = new Set<string>();
      const loadWithPage = (fileName: string) => {
        if (withPage.has(fileName)) return;
        withPage.add(fileName);
        for (const next of byFile.get(fileName)?.imports ?? []) loadWithPage(next);
      };
      for (const chunk of chunks) if (chunk.isEntry || chunk.name === runtimeChunk) loadWithPage(chunk.fileName);

      const graph: ModuleGraph = {
        imports: (id) => {
          const info = this.getModuleInfo(id);
          return [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])];
        },
        chunkOf: (id) => {
          const chunk = chunkOfModule.get(id);
          if (!chunk) return undefined;
          const written = Object.entries(chunk.modules).filter(([, module]) => module.renderedLength > 0);
          return { name: chunk.name, modules: written.map(([module]) => module) };
        },
        isReact: (id) => isReact(fileOf(id)),
        loadsWithPage: (id) => withPage.has(chunkOfModule.get(id)?.fileName ?? ""),
      };
      for (const id of this.getModuleIds()) {
        if (!isWiring(fileOf(id))) continue;
        const chain = chainToReact(id, graph);
        if (chain)
          this.error(
            `${path.basename(fileOf(id))} wires its island in plain DOM, so it must not load React, but it reaches it: ${describeChain(chain, root)}`,
          );
      }
    },
  };
}
