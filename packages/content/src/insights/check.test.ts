import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fieldProblem, fieldSchemas } from "../data-files/field-checks";
import { checkPosts } from "./check";
import { readPostEntries } from "./read";

const valid = {
  title: "How to find the first task worth automating",
  description: "A one-week method.",
  date: "2026-10-05",
  tags: ["How-to"],
  draft: false,
  body: "Log a week of work.",
};

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "posts-"));
  await mkdir(path.join(dataDir, "posts"));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const write = (name: string, fields: object) =>
  writeFile(path.join(dataDir, "posts", `${name}.json`), JSON.stringify(fields));
const problems = async () => (await checkPosts(dataDir, "data")).problems;

describe("the build's check of the posts", () => {
  it("takes valid posts, drafts among them", async () => {
    await write("first-task", valid);
    await write("a-draft", { ...valid, draft: true });
    expect(await problems()).toEqual([]);
  });

  it("names the file and the field of a post the page cannot show", async () => {
    await write("first-task", { ...valid, body: "# A second title" });
    expect(await problems()).toEqual([
      'data/posts/first-task.json › Text: has a "Heading 1" (written "# "): the title is the post\'s one Heading 1. Use "Heading 2" and smaller.',
    ]);
  });

  it("refuses an address that is not lower-case words and hyphens, or that the list uses itself", async () => {
    await write("First Task", valid);
    await write("tags", valid);
    expect(await problems()).toEqual([
      "data/posts/First Task.json: its address: “First Task” cannot be an address: use lower-case letters and digits joined by hyphens, such as how-we-scope-an-automation.",
      "data/posts/tags.json: its address: “tags” is an address the list of posts uses itself. Choose another.",
    ]);
  });

  it("refuses two posts at one address, and reads the first alone", async () => {
    await write("first-task", valid);
    await write("renamed", { ...valid, slug: "first-task" });
    expect(await problems()).toEqual([
      "data/posts/renamed.json: its address, /insights/first-task, is already posts/first-task.json's. Give one of them another.",
    ]);
    expect((await readPostEntries(dataDir)).map((entry) => entry.slug)).toEqual(["first-task"]);
  });
});

describe("the editor's check of a post's text, in the build's words", () => {
  const body = fieldSchemas().get("posts/entry/body");

  it.each([
    ["Hello <script>alert(1)</script>", "Text: has HTML code, <script>, "],
    ["[x](javascript:alert(1))", "Text: links to “javascript:alert(1)”, which the site does not open."],
  ])("refuses %j", (value, said) => {
    expect(body).toBeDefined();
    expect(fieldProblem(body!, value)).toContain(said);
  });
});
