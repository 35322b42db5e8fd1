import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { heicHeader } from "./picture-bytes.testing";
import { contentDataDir, contentMediaDir } from "./validate";
import { contentData, type ContentDataPlugin } from "./vite-plugin";

type Hook = (this: unknown, ...args: unknown[]) => unknown;
/** One of the plugin's hooks, to call with the context Vite would give it. */
const hook = (plugin: ContentDataPlugin, name: "buildStart" | "resolveId") =>
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with .call(), as Vite calls it
  plugin[name] as unknown as Hook;

/** Runs the plugin's buildStart as Vite would; resolves to the error the build stops with, if any. */
async function buildStartError(plugin: ContentDataPlugin): Promise<string | undefined> {
  try {
    await hook(plugin, "buildStart").call({
      error: (message: string) => {
        throw new Error(message);
      },
    });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe("the content data plugin", () => {
  let copy: string;
  beforeEach(async () => {
    copy = await mkdtemp(path.join(tmpdir(), "content-plugin-"));
    await cp(contentDataDir, copy, { recursive: true });
  });
  afterEach(() => rm(copy, { recursive: true, force: true }));

  it("lets the build go on when every data file is valid", async () => {
    expect(await buildStartError(contentData())).toBeUndefined();
  });

  it("stops the build naming the file, the entry and the field", async () => {
    const file = path.join(copy, "portfolio.json");
    const data = JSON.parse(await readFile(file, "utf8")) as { projects: { title?: string }[] };
    delete data.projects[4]!.title;
    await writeFile(file, JSON.stringify(data, null, 2));
    const message = await buildStartError(contentData({ dataDir: copy }));
    expect(message).toContain("The site's content has 1 problem, so the site was not built:");
    expect(message).toContain(`${copy}/portfolio.json › Projects › project 5 › Title: is missing. Fill it in.`);
  });

  it("stops the build naming the picture and its field when the media folder holds an iPhone's HEIC photo", async () => {
    const media = path.join(copy, "media");
    await cp(contentMediaDir, media, { recursive: true });
    await writeFile(path.join(media, "IMG_0042.heic"), heicHeader);
    const file = path.join(copy, "pictures.json");
    const data = JSON.parse(await readFile(file, "utf8")) as { founder: { file: string } };
    data.founder.file = "/media/IMG_0042.heic";
    await writeFile(file, JSON.stringify(data, null, 2));
    const message = await buildStartError(contentData({ dataDir: copy, mediaDir: media }));
    expect(message).toContain(
      `${copy}/pictures.json › Founder's photo (/team) › Picture: “/media/IMG_0042.heic” is an iPhone photo in HEIC format`,
    );
  });

  it("reads the pages' data files from another folder when given one", () => {
    const resolveId = hook(contentData({ dataDir: copy }), "resolveId");
    const importer = path.join(contentDataDir, "../src/legal/privacy.ts");
    expect(resolveId.call({}, "../../data/legal/privacy-policy.json", importer)).toBe(
      path.join(copy, "legal/privacy-policy.json"),
    );
    expect(resolveId.call({}, "../site", importer)).toBeNull();
    expect(hook(contentData(), "resolveId").call({}, "../../data/legal/privacy-policy.json", importer)).toBeNull();
  });
});
