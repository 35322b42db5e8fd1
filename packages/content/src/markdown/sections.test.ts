import { toString } from "mdast-util-to-string";
import { legalFormatting } from "./formatting";
import { parseMarkdown } from "./parse";
import { splitSections } from "./sections";

describe("a text in sections", () => {
  it("cuts at each section heading, keeping what comes before the first", () => {
    const { opening, sections } = splitSections(
      parseMarkdown("Intro.\n\nMore.\n\n## *Data*\n\nWe keep little.\n\n- A\n\n## Rights\n\nYours."),
      legalFormatting,
    );
    expect(opening.children.map((node) => toString(node))).toEqual(["Intro.", "More."]);
    expect(sections.map(({ heading, body }) => [heading, body.children.map((node) => node.type)])).toEqual([
      ["Data", ["paragraph", "list"]],
      ["Rights", ["paragraph"]],
    ]);
  });
});
