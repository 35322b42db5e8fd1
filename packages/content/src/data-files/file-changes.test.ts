import { readFile } from "node:fs/promises";
import path from "node:path";
import { changedFields } from "./file-changes";
import { contentDataDir } from "./validate";

const portfolioPath = "packages/content/data/portfolio.json";
const committed = async () =>
  JSON.parse(await readFile(path.join(contentDataDir, "portfolio.json"), "utf8")) as {
    projects: Record<string, unknown>[];
  };
const text = (fields: unknown) => `${JSON.stringify(fields, null, 2)}\n`;

describe("what changed in a data file since it was opened", () => {
  it("names each changed field by the editor's names, with its entry's title as it is now", async () => {
    const before = await committed();
    const after = structuredClone(before);
    after.projects[0] = { ...after.projects[0], title: "Lakeshore Dental Group", icon: "chart" };
    delete after.projects[2]?.link;
    expect(changedFields(portfolioPath, text(before), text(after))).toEqual([
      "Projects › project 1 “Lakeshore Dental Group” › Title",
      "Projects › project 1 “Lakeshore Dental Group” › Icon",
      `Projects › project 3 “${String(before.projects[2]?.title)}” › Project link`,
    ]);
  });

  it("names the list when an entry was added or removed", async () => {
    const before = await committed();
    const after = { projects: before.projects.slice(1) };
    expect(changedFields(portfolioPath, text(before), text(after))).toEqual(["Projects"]);
  });

  it("names nothing when only the spacing changed", async () => {
    const before = await committed();
    expect(changedFields(portfolioPath, text(before), JSON.stringify(before))).toEqual([]);
  });

  it("names the whole file when a version is not JSON", async () => {
    expect(changedFields(portfolioPath, "{", text(await committed()))).toEqual(["Portfolio projects"]);
  });
});
