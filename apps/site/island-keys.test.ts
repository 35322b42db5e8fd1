import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { islandKeyOfComponent } from "./app/hydration/islandKey";
import { islandKeys } from "./island-keys";

const root = "/site";
const plugin = islandKeys(root);

/** The plugin's transform of `code` as the module `id`, as Vite calls it. */
const transform = (code: string, id: string) =>
  (plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null).call(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    code,
    id,
  );

/** Runs a transformed module's code, as a module, and returns its default export. */
async function defaultExportOf(code: string): Promise<object> {
  const folder = await mkdtemp(path.join(tmpdir(), "island-keys-"));
  try {
    await writeFile(path.join(folder, "island.mjs"), code);
    const module = (await import(pathToFileURL(path.join(folder, "island.mjs")).href)) as { default: object };
    return module.default;
  } finally {
    await rm(folder, { recursive: true });
  }
}

describe("islandKeys, the Vite plugin", () => {
  it("sets an island component's key from its module's path", async () => {
    const out = transform(
      "export default function ContactFormIsland() { return null; }",
      path.join(root, "app/islands/ContactFormIsland.tsx"),
    );

    expect(islandKeyOfComponent(await defaultExportOf(out!.code))).toBe("ContactFormIsland");
  });

  it("sets it on a default export written as an expression too", async () => {
    const out = transform(
      "const wrap = (component) => component;\nexport default wrap(() => null);",
      path.join(root, "app/islands/QuoteIsland.tsx"),
    );

    expect(out!.code).toContain("export default __islandComponent;");
    expect(islandKeyOfComponent(await defaultExportOf(out!.code))).toBe("QuoteIsland");
  });

  it("leaves every other module alone, the parts an island loads later included", () => {
    expect(
      transform("export default function Worklog() {}", path.join(root, "app/islands/admin/Worklog.tsx")),
    ).toBeNull();
    expect(transform("export default function Home() {}", path.join(root, "app/routes/home.tsx"))).toBeNull();
  });

  it("refuses an island module with no default export", () => {
    expect(() => transform("export const A = 1;", path.join(root, "app/islands/A.tsx"))).toThrow(/default export/);
  });
});
