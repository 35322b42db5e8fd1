import { answerFormatting, legalFormatting, postFormatting } from "./formatting";
import { parseMarkdown } from "./parse";
import { markdownProblem } from "./problems";

const problem = (source: string, formatting = answerFormatting) => markdownProblem(parseMarkdown(source), formatting);
const refusedLink = (url: string) =>
  `links to “${url}”, which the site does not open. Link to a web address (https://…), an email address (mailto:…) or a page of this site (/contact).`;

describe("a Markdown field's refusals", () => {
  it.each([
    "[our refund policy](https://example.com/refunds)",
    "[the old site](http://example.com)",
    "[write to us](mailto:hello@example.com)",
    "[our terms](/terms-of-service)",
    "[top](#top)",
    "Bare addresses link too: www.example.com and hello@example.com.",
  ])("takes the link in %j", (source) => {
    expect(problem(source)).toBeUndefined();
  });

  it.each([
    ["[x](javascript:alert(1))", "javascript:alert(1)"],
    ["[x](JavaScript:alert(1))", "JavaScript:alert(1)"],
    ["[x](data:text/html,hi)", "data:text/html,hi"],
    ["[x](//elsewhere.example)", "//elsewhere.example"],
    ["[x](www.example.com)", "www.example.com"],
    ["[x][ref]\n\n[ref]: javascript:alert(1)", "javascript:alert(1)"],
  ])("refuses the link in %j", (source, url) => {
    expect(problem(source)).toBe(refusedLink(url));
  });

  it("refuses a link with no address", () => {
    expect(problem("[x]()")).toBe("has a link with no address. Give it one, or remove the link.");
  });

  it.each([
    ["Intro.\n\n## Data\n\nText.", undefined],
    ["Intro.\n\nMore intro.\n\n## Data", undefined],
    ["## Data\n\nText.", `needs an opening paragraph before the first section's heading ("Heading 2", written "## ").`],
    [
      "- A list first\n\n## Data",
      `needs an opening paragraph before the first section's heading ("Heading 2", written "## ").`,
    ],
    ["Intro only.", `has no sections. Start each with a "Heading 2" (written "## ").`],
  ])("lays out the legal text %j: %j", (source, said) => {
    expect(problem(source, legalFormatting)).toBe(said);
  });

  it("asks no sections of an FAQ answer", () => {
    expect(problem("Just an answer.")).toBeUndefined();
  });
});

describe("a post's refusals", () => {
  const post = (source: string) => markdownProblem(parseMarkdown(source), postFormatting);

  it("takes all of GitHub's Markdown: tables, task lists, footnotes, code, quotes and the site's pictures", () => {
    expect(
      post(
        "## Part\n\n### Detail\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n\nNote.[^1]\n\n```js\nlet a;\n```\n\n> quoted\n\n![The team at work](/media/team.jpg)\n\n[^1]: A note.",
      ),
    ).toBeUndefined();
  });

  it("refuses a Heading 1, the title's own level", () => {
    expect(post("# Big")).toBe(
      'has a "Heading 1" (written "# "): the title is the post\'s one Heading 1. Use "Heading 2" and smaller.',
    );
  });

  it("refuses a picture without alt text, and one from another site", () => {
    expect(post("![](/media/team.jpg)")).toBe(
      "shows the picture “/media/team.jpg” with no alt text. Say what it shows in the picture's description.",
    );
    expect(post("![A chart](https://elsewhere.example/chart.png)")).toBe(
      "shows the picture “https://elsewhere.example/chart.png”, which is not one of the site's own. Upload it with the editor's picture button.",
    );
  });

  it("refuses a javascript: link as every Markdown field does", () => {
    expect(post("[x](javascript:alert(1))")).toBe(refusedLink("javascript:alert(1)"));
  });
});
