import { build } from "vite";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { reactFreeIslands } from "./react-free-islands";

/**
 * Builds a site of a few files, as the browser build does: an entry that loads each island's module
 * on demand, a stand-in React installed in node_modules, and `manualChunks` grouping React in a
 * chunk of its own and what `groupedWith` names in another, "shared". Resolves when the build passes.
 */
async function buildSite(files: Record<string, string>, groupedWith: string[] = []) {
  const root = await mkdtemp(path.join(tmpdir(), "react-free-islands-"));
  try {
    const site = {
      "node_modules/react/package.json": '{ "name": "react", "type": "module", "main": "index.js" }',
      "node_modules/react/index.js": "export const createElement = (type) => ({ type });\n",
      ...files,
    };
    for (const [file, text] of Object.entries(site)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    const react = path.join(root, "node_modules/react") + path.sep;
    await build({
      root,
      logLevel: "silent",
      configFile: false,
      plugins: [
        reactFreeIslands({ islands: path.join(root, "app/islands"), isReact: (file) => file.startsWith(react), root }),
      ],
      build: {
        write: false,
        minify: false,
        modulePreload: false,
        rollupOptions: {
          input: path.join(root, "entry.js"),
          // The entry's exports are what load the islands: kept, or nothing would be built.
          preserveEntrySignatures: "exports-only",
          output: {
            manualChunks: (id) =>
              id.startsWith(react)
                ? "react"
                : groupedWith.some((file) => id === path.join(root, file))
                  ? "shared"
                  : undefined,
          },
        },
      },
    });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

describe("reactFreeIslands, the Vite plugin", () => {
  it("passes a plain-DOM island whose files reach no React, beside an island that renders with React", async () => {
    await expect(
      buildSite({
        "entry.js":
          'export const islands = [() => import("./app/islands/Tabs.dom.ts"), () => import("./app/islands/Form.js")];\n',
        "app/islands/Tabs.dom.ts":
          'import { press } from "../../press.js";\nexport const wire = (island) => press(island);\n',
        "app/islands/Form.js": 'import { createElement } from "react";\nexport default () => createElement("form");\n',
        "press.js": 'export const press = (island) => island.addEventListener("click", () => {});\n',
      }),
    ).resolves.toBeUndefined();
  });

  it("fails the build when a plain-DOM island imports what imports React, naming the chain", async () => {
    await expect(
      buildSite({
        "entry.js": 'export const island = () => import("./app/islands/Tabs.dom.ts");\n',
        "app/islands/Tabs.dom.ts":
          'import { press } from "../../press.js";\nexport const wire = (island) => press(island);\n',
        "press.js":
          'import { createElement } from "react";\nexport const press = (island) => island.append(createElement("b").type);\n',
      }),
    ).rejects.toThrow(
      "Tabs.dom.ts wires its island in plain DOM, so it must not load React, but it reaches it: app/islands/Tabs.dom.ts → press.js → react/index.js",
    );
  });

  it("fails the build when what the island imports shares a chunk with what imports React, naming the chunk", async () => {
    await expect(
      buildSite(
        {
          "entry.js":
            'export const islands = [() => import("./app/islands/Tabs.dom.ts"), () => import("./app/islands/Form.js")];\n',
          "app/islands/Tabs.dom.ts":
            'import { press } from "../../press.js";\nexport const wire = (island) => press(island);\n',
          "app/islands/Form.js": 'import { Heading } from "../../Heading.js";\nexport default () => Heading();\n',
          "press.js": 'export const press = (island) => island.addEventListener("click", () => {});\n',
          "Heading.js": 'import { createElement } from "react";\nexport const Heading = () => createElement("h2");\n',
        },
        ["press.js", "Heading.js"],
      ),
    ).rejects.toThrow('app/islands/Tabs.dom.ts → press.js → (its chunk "shared" holds) Heading.js → react/index.js');
  });
});
