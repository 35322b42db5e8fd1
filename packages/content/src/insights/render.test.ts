import { toHtml } from "hast-util-to-html";
import { postHtml, renderPostBody } from "./render";
import { publishedPosts } from "./posts";

const html = (markdown: string) => toHtml(renderPostBody(markdown).body);

describe("a post's Markdown as its page shows it", () => {
  it("keeps GitHub's tables", () => {
    // The line breaks between a table's rows are the engine's; the page drops them.
    expect(html("| Step | Time |\n| --- | --- |\n| Score | 20 s |").replace(/>\s+</g, "><")).toContain(
      "<table><thead><tr><th>Step</th><th>Time</th></tr></thead><tbody><tr><td>Score</td><td>20 s</td></tr></tbody></table>",
    );
  });

  it("puts each task's box in a label with its words, ticked as written and for reading only", () => {
    expect(html("- [x] Done thing\n- [ ] Open thing")).toContain(
      '<label><input type="checkbox" checked disabled> Done thing</label>',
    );
  });

  it("numbers footnotes and links each back to where it is cited", () => {
    const shown = html("Saved 12 hours.[^1]\n\n[^1]: Timed over eight weeks.");
    expect(shown).toContain('<a href="#user-content-fn-1" id="user-content-fnref-1"');
    expect(shown).toContain("Timed over eight weeks.");
  });

  it("makes each heading a link to itself", () => {
    expect(html("## What we built")).toBe('<h2 id="what-we-built"><a href="#what-we-built">What we built</a></h2>');
  });

  it("marks a code block's words by kind at build, so the page runs no highlighter", () => {
    expect(html('```json\n{ "a": 1 }\n```')).toContain('<span class="hljs-attr">"a"</span>');
  });

  it("leaves raw HTML out, and a link the checks refuse as its words", () => {
    expect(html("Hi <script>alert(1)</script> there")).not.toContain("<script");
    expect(html("[click](javascript:alert(1))")).toBe("<p>click</p>");
  });

  it("counts the words it shows, for the reading time", () => {
    expect(renderPostBody("## Two words\n\nThree more words.").words).toBe("Two wordsThree more words.");
  });
});

describe("a post's text in the feeds", () => {
  it("makes the site's own addresses absolute, and an in-page link the post's", () => {
    const [post] = publishedPosts(
      [
        {
          slug: "a-post",
          fields: {
            title: "A post",
            description: "A post.",
            date: "2026-10-05",
            tags: ["How-to"],
            draft: false,
            body: "See [us](/contact) and [below](#below).",
          },
        },
      ],
      renderPostBody,
    );
    expect(postHtml(post!, "https://example.com")).toBe(
      '<p>See <a href="https://example.com/contact">us</a> and <a href="https://example.com/insights/a-post#below">below</a>.</p>',
    );
  });
});
