import { legalBodyProblem, parseLegalBody } from "./legal-markdown";

describe("a legal page's Markdown text", () => {
  it("reads the opening paragraph, then each ## section with its paragraphs and its list", () => {
    const text = [
      "We keep only what we need.",
      "",
      "## Introduction",
      "",
      "First paragraph, written",
      "over two lines.",
      "",
      "Second paragraph.",
      "",
      "## What We Collect",
      "",
      "We collect:",
      "",
      "- your name;",
      "* your email \\*address\\*.",
      "",
      "+ your phone number.",
    ].join("\n");
    expect(parseLegalBody(text)).toEqual({
      intro: "We keep only what we need.",
      sections: [
        { title: "Introduction", paragraphs: ["First paragraph, written over two lines.", "Second paragraph."] },
        {
          title: "What We Collect",
          paragraphs: ["We collect:"],
          bullets: ["your name;", "your email *address*.", "your phone number."],
        },
      ],
    });
  });

  it.each([
    [
      "no opening paragraph",
      "## Introduction\n\nText.",
      'needs one opening paragraph before the first "## " section heading.',
    ],
    [
      "two opening paragraphs",
      "One.\n\nTwo.\n\n## A\n\nText.",
      'has 2 paragraphs before the first "## " section heading; the page shows one.',
    ],
    ["no sections", "Only an opening.", 'has no sections. Start each with a "## " heading.'],
    [
      "a section without a paragraph",
      "Intro.\n\n## Empty\n\n## Full\n\nText.",
      'the section "Empty" has no paragraph. Give it at least one.',
    ],
    [
      "a first-level heading",
      "Intro.\n\n# Big\n\nText.",
      '“# Big” is a heading of another level. Start each section\'s heading with "## " and use no other headings.',
    ],
    [
      "a paragraph after a list",
      "Intro.\n\n## A\n\nText.\n\n- one\n\nMore text.",
      'the paragraph “More text.” comes after the list in "A". The page shows a section\'s list last; move the paragraph above the list or into the next section.',
    ],
    [
      "a list before any section",
      "Intro.\n\n- one",
      'the list “- one” comes before the first section. Put lists under a "## " heading.',
    ],
    [
      "a numbered list",
      "Intro.\n\n## A\n\nText.\n\n1. one",
      '“1. one” starts a numbered list, which the legal pages do not show. Use "- " bullets.',
    ],
    [
      "bold words",
      "Intro.\n\n## A\n\nSome **bold** text.",
      "“Some **bold** text.” uses bold, which the legal pages do not show. Write plain text.",
    ],
    [
      "words in italics",
      "Intro.\n\n## A\n\nWe keep *nothing* at all.",
      "“We keep *nothing* at all.” uses italics, which the legal pages do not show. Write plain text.",
    ],
    [
      "a bullet in italics",
      "Intro.\n\n## A\n\nText.\n\n* _Cookies_ we set",
      "“* _Cookies_ we set” uses italics, which the legal pages do not show. Write plain text.",
    ],
    [
      "a link",
      "Intro.\n\n## A\n\nSee [here](https://example.com).",
      "“See [here](https://example.com).” uses a link, which the legal pages do not show. Write plain text.",
    ],
  ])("refuses %s, quoting the words", (_case, text, problem) => {
    expect(legalBodyProblem(text)).toBe(problem);
  });

  it("accepts what the legal pages show", () => {
    expect(legalBodyProblem("Intro.\n\n## A\n\nText.\n\n- one")).toBeUndefined();
    // Decap's bullets, escaped stars and underscores inside a word are plain text.
    expect(
      legalBodyProblem("Intro.\n\n## A\n\nWrite to privacy_team@example.com, 5 \\* 3.\n\n* one\n* two"),
    ).toBeUndefined();
  });
});
