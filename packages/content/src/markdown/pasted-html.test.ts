import { cleanPastedHtml } from "./pasted-html";

// As Word for Windows and Mac put a document on the clipboard (trimmed): its list paragraphs, bullet spans and <o:p>.
const word = (body: string) =>
  `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8"><style>p.MsoNormal {margin:0in;}</style></head><body lang=EN-US><!--StartFragment-->${body}<!--EndFragment--></body></html>`;
const bullet = (marker: string, words: string, level = 1) =>
  `<p class=MsoListParagraphCxSpMiddle style='text-indent:-.25in;mso-list:l0 level${level} lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>${words}<o:p></o:p></p>`;

describe("HTML pasted into a Markdown field", () => {
  it("makes Word's bulleted paragraphs a list, between paragraphs", () => {
    expect(
      cleanPastedHtml(
        word(
          `<p class=MsoNormal>We collect:<o:p></o:p></p>${bullet("·", "your name")}${bullet("·", "your <i>email</i>")}<p class=MsoNormal><o:p>&nbsp;</o:p></p><p class=MsoNormal>Nothing <b>else</b>.<o:p></o:p></p>`,
        ),
      ),
    ).toBe(
      "<p>We collect:</p><ul><li><p>your name</p></li><li><p>your <i>email</i></p></li></ul><p>Nothing <b>else</b>.</p>",
    );
  });

  it("makes Word's numbered paragraphs a numbered list, nesting deeper levels", () => {
    expect(cleanPastedHtml(word(`${bullet("1.", "First")}${bullet("o", "Detail", 2)}${bullet("2.", "Second")}`))).toBe(
      "<ol><li><p>First</p><ul><li><p>Detail</p></li></ul></li><li><p>Second</p></li></ol>",
    );
  });

  it("makes paragraphs that start with a typed bullet a list", () => {
    expect(cleanPastedHtml("<p>• One</p><p>•&nbsp;Two</p><p>Done.</p>")).toBe(
      "<ul><li><p>One</p></li><li><p>Two</p></li></ul><p>Done.</p>",
    );
  });

  it("keeps links and drops what the page never shows: styles, classes, scripts", () => {
    expect(
      cleanPastedHtml(
        `<p class="x" style="color:red"><span style="font-weight:bold">See</span> <a href="https://example.com" class="y" onclick="evil()">this</a>.</p><script>alert(1)</script>`,
      ),
    ).toBe('<p>See <a href="https://example.com">this</a>.</p>');
  });
});
