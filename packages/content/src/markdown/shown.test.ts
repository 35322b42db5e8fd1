import { toString } from "mdast-util-to-string";
import { answerFormatting, legalFormatting } from "./formatting";
import { parseMarkdown } from "./parse";
import { keepShownFormatting, unshownNote } from "./shown";

const shown = (source: string, formatting = answerFormatting) => keepShownFormatting(parseMarkdown(source), formatting);
const blockTypes = (source: string, formatting = answerFormatting) =>
  shown(source, formatting).tree.children.map((node) => node.type);

describe("formatting a page cannot show", () => {
  it.each([
    ["# A heading\n\nText.", ["paragraph", "paragraph"], ["heading"]],
    ["> A quote", ["paragraph"], ["quote"]],
    ["```\nlet a = 1;\n```", ["paragraph"], ["code"]],
    ["Some `code` here.", ["paragraph"], ["code"]],
    ["~~gone~~ words", ["paragraph"], ["crossedOut"]],
    ["![A chart](/chart.png)", [], ["picture"]],
    ["Before\n\n---\n\nAfter", ["paragraph", "paragraph"], ["line"]],
    ["| a | b |\n| - | - |\n| 1 | 2 |", ["paragraph", "paragraph"], ["table"]],
    ["Note[^1].\n\n[^1]: The note.", ["paragraph", "paragraph"], ["footnote"]],
    ["- [x] Done\n- [ ] Not yet", ["list"], ["checkbox"]],
  ])("%j shows as %j, noting %j", (source, blocks, unshown) => {
    expect(blockTypes(source)).toEqual(blocks);
    expect(shown(source).unshown).toEqual(unshown);
  });

  it("keeps a table's words, a row to a paragraph", () => {
    const { tree } = shown("| Plan | Price |\n| - | - |\n| Monthly | $29 |");
    expect(tree.children.map((node) => toString(node))).toEqual(["Plan – Price", "Monthly – $29"]);
  });

  it("keeps what every Markdown field shows: paragraphs, lists, emphasis, bold, links", () => {
    const source = "Read *this* and **that**, [here](https://example.com).\n\n1. One\n2. Two\n\n- A\n- B";
    expect(shown(source)).toEqual({ tree: parseMarkdown(source), unshown: [] });
  });

  it("keeps a legal page's section headings, and no other level", () => {
    expect(blockTypes("Intro.\n\n## Data\n\n### Detail", legalFormatting)).toEqual([
      "paragraph",
      "heading",
      "paragraph",
    ]);
  });

  it("never keeps raw HTML", () => {
    expect(blockTypes("<div>Hi</div>\n\nText.")).toEqual(["paragraph"]);
  });

  it("tells the owner what the page does instead, in one sentence", () => {
    expect(unshownNote(shown("# Title\n\n![A chart](/c.png)").unshown)).toBe(
      "Some formatting here does not show on the page: headings show as plain paragraphs; pictures are left out. It still publishes; change the text if you want it to read differently.",
    );
    expect(unshownNote([])).toBeUndefined();
  });
});
