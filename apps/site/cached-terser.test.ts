import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { build, type Rollup } from "vite";
import { cachedTerser } from "./cached-terser";

// The cache in a temporary folder, never the workspace's.
const cacheRoot = vi.hoisted(() => `${process.env.TMPDIR ?? "/tmp"}/cached-terser-test-${process.pid}`);
vi.mock("./postbuild/step-cache", async (importOriginal) => {
  const original = await importOriginal<typeof import("./postbuild/step-cache")>();
  return { ...original, buildCacheFolder: () => cacheRoot };
});
afterAll(() => rm(cacheRoot, { recursive: true, force: true }));

// Counts the minifications, to tell a chunk minified from one taken from the cache.
vi.mock("terser", async (importOriginal) => {
  const original = await importOriginal<typeof import("terser")>();
  return { ...original, minify: vi.fn(original.minify) };
});

const terser = { module: true, compress: { passes: 2 } };

/** Builds `entry` in memory as the browser build does, with Vite's terser or with the cached one. */
async function built(entry: string, minifier: "vite" | "cached", root: string): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: "silent",
    root,
    plugins: minifier === "cached" ? [cachedTerser(path.resolve(import.meta.dirname), terser)] : [],
    build: {
      write: false,
      minify: minifier === "vite" ? "terser" : false,
      terserOptions: terser,
      rollupOptions: { input: entry },
    },
  })) as Rollup.RollupOutput;
  return output.output
    .map((chunk) => (chunk.type === "chunk" ? `${chunk.fileName}\n${chunk.code}` : chunk.fileName))
    .join("\n");
}

describe("the browser build's cached terser", () => {
  it("writes exactly what Vite's own terser writes, names included, from the cache the second time", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "cached-terser-"));
    try {
      const entry = path.join(dir, "main.js");
      await writeFile(
        entry,
        'export function greet(name) { const words = ["Hello", name]; return words.join(", ") + "!"; }\nconsole.log(greet("Grand Rapids"));\n',
      );
      const expected = await built(entry, "vite", dir);
      const minify = vi.mocked((await import("terser")).minify);
      minify.mockClear();
      expect(await built(entry, "cached", dir)).toBe(expected);
      const minified = minify.mock.calls.length;
      expect(minified).toBeGreaterThan(0);
      expect(await built(entry, "cached", dir)).toBe(expected);
      expect(minify).toHaveBeenCalledTimes(minified);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
