import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { heicHeader, pngHeader } from "./picture-bytes.testing";
import { checkContent, checkDataFiles, contentDataDir, contentMediaDir, contentProblemsMessage } from "./validate";

/** A copy of the data files with one file changed by `edit`, checked; the committed files are never touched. */
async function checkedAfter<Result>(
  file: string,
  edit: (text: string) => string,
  check: (dir: string) => Promise<Result>,
): Promise<Result> {
  const dir = await mkdtemp(path.join(tmpdir(), "content-data-"));
  try {
    await cp(contentDataDir, dir, { recursive: true });
    const target = path.join(dir, file);
    await writeFile(target, edit(await readFile(target, "utf8")));
    return await check(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const problemsAfter = (file: string, edit: (text: string) => string) =>
  checkedAfter(file, edit, (dir) => checkDataFiles(dir, "data"));

/** Edits a JSON data file as a value. */
const json =
  (change: (data: Record<string, never>) => void) =>
  (text: string): string => {
    const data = JSON.parse(text) as Record<string, never>;
    change(data);
    return JSON.stringify(data, null, 2);
  };

type Projects = { projects: Record<string, unknown>[] };
const project = (index: number, change: (p: Record<string, unknown>) => void) =>
  json((data) => change((data as unknown as Projects).projects[index]!));

describe("the data files an editor changes", () => {
  it("are all valid as committed", async () => {
    expect(await checkDataFiles()).toEqual([]);
  });

  it("name the file, the entry and the field of a project added without a title", async () => {
    const problems = await problemsAfter(
      "portfolio.json",
      json((data) => {
        (data as unknown as Projects).projects.push({
          description: "A new automation with no title yet, added at the end of the list.",
          category: "automation",
          tags: ["New"],
        });
      }),
    );
    expect(problems).toEqual(["data/portfolio.json › Projects › project 20 › Title: is missing. Fill it in."]);
  });

  it.each([
    [
      "an emptied title",
      "portfolio.json",
      project(2, (p) => (p.title = "")),
      "data/portfolio.json › Projects › project 3 › Title: is empty. Fill it in.",
    ],
    [
      "a category the tabs do not have",
      "portfolio.json",
      project(0, (p) => (p.category = "Automations")),
      "data/portfolio.json › Projects › project 1 “Lakeshore Family Dental” › Category: must be one of: Website, Automation.",
    ],
    [
      "a link that is not https",
      "portfolio.json",
      project(0, (p) => (p.link = "lakeshore.example")),
      "data/portfolio.json › Projects › project 1 “Lakeshore Family Dental” › Project link: must be a full web address starting with https://, such as https://example.com/page.",
    ],
    [
      "a tag longer than a card holds",
      "portfolio.json",
      project(0, (p) => (p.tags = ["x".repeat(31)])),
      "data/portfolio.json › Projects › project 1 “Lakeshore Family Dental” › Tags › tag 1: is 31 characters long; keep it to 30.",
    ],
    [
      "a project with no tags",
      "portfolio.json",
      project(0, (p) => (p.tags = [])),
      "data/portfolio.json › Projects › project 1 “Lakeshore Family Dental” › Tags: needs at least 1 tag.",
    ],
    [
      "a duration that is not minutes and seconds",
      "videos.json",
      json((data) => ((data as unknown as { videos: { duration: string }[] }).videos[0]!.duration = "11 min")),
      "data/videos.json › Videos › video 1 “How a Grand Rapids Realty Team Answers Every Lead in Under 2 Minutes” › Duration: must be minutes and seconds, such as 11:24 (each 0 to 59; hours first, as in 1:05:30).",
    ],
    [
      "a placeholder the site cannot fill",
      "playbook-faq.json",
      json(
        (data) =>
          ((data as unknown as { questions: { answer: string }[] }).questions[0]!.answer = "From {price} a month."),
      ),
      "data/playbook-faq.json › Questions › question 1 “Can I cancel anytime?” › Answer: uses {price}, which the site cannot fill in. Use one of {monthlyPrice}, {slidesPerDeck}, {deliveryDay}, {signUpCutoff}, or remove the braces.",
    ],
    [
      "a page title left empty",
      "pages.json",
      json((data) => ((data as unknown as { team: { title: string } }).team.title = "")),
      "data/pages.json › Team (/team) › Title: is empty. Fill it in.",
    ],
    [
      "a legal page with a link the site does not open",
      "legal/privacy-policy.json",
      json((data) => {
        const legal = data as unknown as { body: string };
        legal.body = legal.body.replace("## Data Retention", "## Data Retention\n\n[Keep](javascript:void(0))");
      }),
      "data/legal/privacy-policy.json › Text: links to “javascript:void(0)”, which the site does not open. Link to a web address (https://…), an email address (mailto:…) or a page of this site (/contact).",
    ],
    [
      "a legal page with a date that is not one",
      "legal/terms-of-service.json",
      json((data) => ((data as unknown as { lastUpdated: string }).lastUpdated = "March 9")),
      "data/legal/terms-of-service.json › Last updated: must be a date written like 2025-03-09.",
    ],
    [
      "a legal page with a day that does not exist",
      "legal/terms-of-service.json",
      json((data) => ((data as unknown as { lastUpdated: string }).lastUpdated = "2025-02-30")),
      "data/legal/terms-of-service.json › Last updated: is not a real date.",
    ],
    [
      "a file that is no longer JSON",
      "videos.json",
      (text: string) => text.slice(0, -2),
      expect.stringMatching(/^data\/videos\.json: is not valid JSON: /),
    ],
  ])("name the field of %s", async (_case, file, edit, message) => {
    expect(await problemsAfter(file, edit)).toEqual([message]);
  });

  it("say what to do, after every problem", () => {
    expect(contentProblemsMessage(["a", "b"])).toBe(
      [
        "The site's content has 2 problems, so the site was not built:",
        "  - a",
        "  - b",
        "Fix each in the editor (/edit) or in the file, then build again. docs/editing.md says more.",
      ].join("\n"),
    );
  });
});

describe("formatting a Markdown field's page cannot show", () => {
  it("is told, naming the field, and builds", async () => {
    const { problems, warnings } = await checkedAfter(
      "playbook-faq.json",
      json((data) => {
        const faq = data as unknown as { questions: { answer: string }[] };
        faq.questions[0]!.answer =
          "## Yes\n\nCancel any time.\n\n| Plan | Price |\n| - | - |\n| Monthly | {monthlyPrice} |";
      }),
      (dir) => checkContent(dir, "data"),
    );
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      "data/playbook-faq.json › Questions › question 1 “Can I cancel anytime?” › Answer: Some formatting here does not show on the page: headings show as plain paragraphs; tables show as a paragraph per row. It still publishes; change the text if you want it to read differently.",
    ]);
  });
});

describe("the pictures the data files name", () => {
  /** A copy of the data files and the media folder, with `files` added to the media and `edit` made to pictures.json. */
  async function checkPictures(files: Record<string, Uint8Array>, edit: (pictures: Record<string, never>) => void) {
    const dir = await mkdtemp(path.join(tmpdir(), "content-pictures-"));
    try {
      await cp(contentDataDir, path.join(dir, "data"), { recursive: true });
      await cp(contentMediaDir, path.join(dir, "media"), { recursive: true });
      for (const [name, bytes] of Object.entries(files)) await writeFile(path.join(dir, "media", name), bytes);
      const target = path.join(dir, "data/pictures.json");
      await writeFile(target, json(edit)(await readFile(target, "utf8")));
      return await checkContent(path.join(dir, "data"), "data", path.join(dir, "media"));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  type Founder = { founder: { file: string; alt?: string; decorative?: boolean } };
  const founder = (change: (picture: Founder["founder"]) => void) => (data: Record<string, never>) =>
    change((data as unknown as Founder).founder);

  it.each([
    [
      "a file not in the media folder",
      {},
      "/media/gone.jpg",
      "“/media/gone.jpg” is not in the media folder. Upload it again, or choose another picture.",
    ],
    [
      "a damaged file",
      { "broken.jpg": new TextEncoder().encode("not a picture, only words") },
      "/media/broken.jpg",
      "“/media/broken.jpg” could not be read as a picture: it may be damaged, or not a picture at all. Save it again as a JPEG or PNG and upload that.",
    ],
    [
      "an iPhone HEIC photo",
      { "IMG_0042.heic": heicHeader },
      "/media/IMG_0042.heic",
      "“/media/IMG_0042.heic” is an iPhone photo in HEIC format, which web browsers cannot show. Export it as a JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible) and upload that.",
    ],
  ])("refuses %s, naming the data file, the field and the picture", async (_, files, file, words) => {
    const { problems } = await checkPictures(
      files,
      founder((picture) => (picture.file = file)),
    );
    expect(problems).toEqual([`data/pictures.json › Founder's photo (/team) › Picture: ${words}`]);
  });

  it("refuses a picture without alt text unless it is marked decorative", async () => {
    const without = await checkPictures(
      {},
      founder((picture) => delete picture.alt),
    );
    expect(without.problems).toEqual([
      "data/pictures.json › Founder's photo (/team) › Alt text: is empty. Say what the picture shows, or tick Decorative if the words beside it already say it.",
    ]);
    const decorative = await checkPictures(
      {},
      founder((picture) => ((picture.alt = ""), (picture.decorative = true))),
    );
    expect(decorative.problems).toEqual([]);
  });

  it("warns of a photo too narrow for its place, and builds", async () => {
    const { problems, warnings } = await checkPictures(
      { "small.png": pngHeader(640, 800) },
      founder((picture) => (picture.file = "/media/small.png")),
    );
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      "data/pictures.json › Founder's photo (/team) › Picture: “/media/small.png” is 640 pixels wide and shows up to 560 wide, so on sharp screens it needs 1,120 to look crisp. Upload a larger one if you have it.",
    ]);
  });
});
