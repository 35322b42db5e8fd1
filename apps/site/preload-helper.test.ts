import { build } from "vite";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { importsWithoutPreloadHelper } from "./preload-helper";

/** Builds an entry that imports a chunk on demand, as the page script imports the islands runtime. */
async function buildWithImport(plugins: ReturnType<typeof importsWithoutPreloadHelper>[]) {
  const root = await mkdtemp(path.join(tmpdir(), "preload-helper-"));
  try {
    await writeFile(path.join(root, "later.js"), "export const answer = 42;\n");
    await writeFile(
      path.join(root, "entry.js"),
      'export const load = () => import("./later.js").then((m) => m.answer);\n',
    );
    await build({
      root,
      logLevel: "silent",
      configFile: false,
      plugins,
      build: {
        modulePreload: false,
        minify: false,
        outDir: "out",
        rollupOptions: {
          input: path.join(root, "entry.js"),
          output: { entryFileNames: "entry.js" },
          preserveEntrySignatures: "exports-only",
        },
      },
    });
    const out = path.join(root, "out");
    const files = await readdir(out, { recursive: true });
    const entry = await readFile(path.join(out, "entry.js"), "utf8");
    const { load } = (await import(path.join(out, "entry.js"))) as { load: () => Promise<number> };
    return { entry, files, answer: await load() };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

describe("importsWithoutPreloadHelper, the Vite plugin", () => {
  it("leaves Vite's preload helper out of the file that imports, and the import still loads its chunk", async () => {
    const without = await buildWithImport([importsWithoutPreloadHelper()]);
    const withHelper = await buildWithImport([]);

    expect(withHelper.entry).toContain("modulepreload");
    expect(without.entry).not.toContain("modulepreload");
    expect(without.entry.length).toBeLessThan(withHelper.entry.length - 500);
    expect(without.answer).toBe(42);
  });
});
