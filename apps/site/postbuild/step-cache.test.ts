import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { withStepCache } from "./step-cache";

let temporary: string;
let folder: string;
let code: string;

beforeEach(async () => {
  temporary = await mkdtemp(path.join(tmpdir(), "step-cache-"));
  folder = path.join(temporary, "cache");
  code = path.join(temporary, "helper.ts");
  await writeFile(code, "export const shout = (text: string) => text.toUpperCase();");
});

afterEach(() => rm(temporary, { recursive: true, force: true }));

/** One build's run of a step that shouts each of `texts`, counting what it had to make. */
async function shoutAll(texts: readonly string[]) {
  const made: string[] = [];
  const shouted = await withStepCache(folder, [code], (cache) =>
    Promise.all(
      texts.map(async (text) =>
        (
          await cache.bytes([text], () => {
            made.push(text);
            return Buffer.from(text.toUpperCase());
          })
        ).toString(),
      ),
    ),
  );
  return { shouted, made };
}

describe("a step's cache", () => {
  it("hands a later build the bytes an earlier one made, without making them again", async () => {
    const first = await shoutAll(["faq", "team"]);
    const second = await shoutAll(["faq", "team"]);

    expect(first.made).toEqual(["faq", "team"]);
    expect(second.made).toEqual([]);
    expect(second.shouted).toEqual(["FAQ", "TEAM"]);
  });

  it("makes again what a changed input asks for, and only that", async () => {
    await shoutAll(["faq", "team"]);
    const second = await shoutAll(["faq, edited", "team"]);

    expect(second.made).toEqual(["faq, edited"]);
    expect(second.shouted).toEqual(["FAQ, EDITED", "TEAM"]);
  });

  it("makes everything again once the step's code has changed", async () => {
    await shoutAll(["faq"]);
    await writeFile(code, "export const shout = (text: string) => `${text.toUpperCase()}!`;");

    expect((await shoutAll(["faq"])).made).toEqual(["faq"]);
  });

  it("keeps only what the latest build used, and what a build beside it used since it began", async () => {
    await shoutAll(["faq", "team", "services"]);
    // Another build's entry, used after this build began: an hour from now, as far as the sweep can tell.
    const later = new Date(Date.now() + 3_600_000);
    await writeFile(path.join(folder, "another-build"), "");
    await utimes(path.join(folder, "another-build"), later, later);

    await shoutAll(["faq"]);

    expect((await readdir(folder)).length).toBe(2);
    expect(await readdir(folder)).toContain("another-build");
    expect((await shoutAll(["faq", "team"])).made).toEqual(["team"]);
  });
});
