import { toHtml } from "hast-util-to-html";
import { answerFormatting } from "./formatting";
import { readMarkdown } from "./read";
import { plainText, toRichText } from "./rich-text";

const values = { firmName: "Grand River AI", email: "hello@example.com" };
const html = (source: string) => toHtml(toRichText(readMarkdown(source, answerFormatting).tree, values));

describe("Markdown as the page shows it", () => {
  it.each([
    [
      "Read [our refund policy](https://example.com/refunds).",
      '<p>Read <a href="https://example.com/refunds">our refund policy</a>.</p>',
    ],
    ["One.\n\nTwo.", "<p>One.</p><p>Two.</p>"],
    ["- One\n- Two", "<ul>\n<li>One</li>\n<li>Two</li>\n</ul>"],
    ["1. One\n2. Two", "<ol>\n<li>One</li>\n<li>Two</li>\n</ol>"],
    ["*Soon* and **now**", "<p><em>Soon</em> and <strong>now</strong></p>"],
    ["# A heading", "<p>A heading</p>"],
  ])("%j as %j", (source, shown) => {
    expect(html(source)).toBe(shown);
  });

  it("fills the site's braces in words and links, and only the site's", () => {
    expect(html("{firmName}: [write](mailto:{email}). {constructor} {toString}")).toBe(
      '<p>Grand River AI: <a href="mailto:hello@example.com">write</a>. {constructor} {toString}</p>',
    );
  });

  it("keeps a link the site would not open as its words alone", () => {
    expect(html("[Click](javascript:alert(1)) here")).toBe("<p>Click here</p>");
    expect(html("[Click][x] here\n\n[x]: javascript:alert(1)")).toBe("<p>[Click][x] here</p>");
  });

  it("reads as plain text, a line per block", () => {
    expect(plainText(toRichText(readMarkdown("Yes, **really**.\n\n- One\n- Two", answerFormatting).tree, values))).toBe(
      "Yes, really.\nOne\nTwo",
    );
  });
});
