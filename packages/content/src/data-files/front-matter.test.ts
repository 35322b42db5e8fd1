import { readMarkdownFile } from "./front-matter";

describe("a Markdown file's front matter", () => {
  it("reads plain and quoted values, and the text after it", () => {
    const file = [
      "---",
      "title: Privacy Policy",
      "lastUpdated: '2025-03-09'",
      'note: "It\'s \\"quoted\\""',
      "---",
      "Text.",
    ].join("\n");
    expect(readMarkdownFile(file)).toEqual({
      fields: { title: "Privacy Policy", lastUpdated: "2025-03-09", note: 'It\'s "quoted"' },
      body: "Text.",
    });
  });

  it("reads a file saved with Windows line endings", () => {
    expect(readMarkdownFile("---\r\ntitle: Terms\r\n---\r\nText.\r\n")).toEqual({
      fields: { title: "Terms" },
      body: "Text.\n",
    });
  });

  it.each([
    ["no opening line", "title: Terms\n---\nText.", 'must start with a line "---", then its fields, then "---".'],
    ["no closing line", "---\ntitle: Terms\nText.", 'has no closing "---" line after its fields.'],
    [
      "a line that is not a field",
      "---\ntitle Terms\n---\nText.",
      'line 2: expected "name: value", found "title Terms".',
    ],
  ])("says what is wrong with %s", (_case, file, message) => {
    expect(() => readMarkdownFile(file)).toThrow(message);
  });
});
