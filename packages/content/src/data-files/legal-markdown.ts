/**
 * A legal page's text as the editor writes it in Markdown: an opening paragraph, then one `## `
 * heading per section, each with its paragraphs and, after them, a `- ` bullet list. That is all
 * the legal pages show, so anything else (other heading levels, numbered lists, bold, links) is
 * refused, quoting the words it is in (the owner edits rich text and never sees the Markdown's
 * line numbers), rather than shown as stray symbols.
 */

/** One section before numbering: its heading, paragraphs and list. */
interface LegalBlockSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly bullets?: readonly string[];
}

/** The opening paragraph and the sections of a legal page. */
export interface LegalBody {
  readonly intro: string;
  readonly sections: readonly LegalBlockSection[];
}

// CommonMark's backslash escapes, which the editor's rich-text mode writes for punctuation.
const unescape = (text: string) => text.replace(/\\([!-/:-@[-`{-~])/g, "$1");

const BULLET = /^[-*+]\s+(.*)$/;
const BULLET_MARK = /^[-*+]\s+/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const NUMBERED = /^\d+[.)]\s/;
const INLINE_MARKUP: readonly [RegExp, string][] = [
  [/\*\*|__/, "bold"],
  [/\]\(/, "a link"],
  [/`/, "code"],
  // The rich-text box's Ctrl+I, which its toolbar cannot take away; a bullet's own "* " is not one.
  [/(^|[^\w*])\*[^*\s]([^*]*[^*\s])?\*(?!\*)|(^|\W)_[^_\s]([^_]*[^_\s])?_(?!\w)/, "italics"],
];

/** A line's words as the message quotes them: “We keep **nothing**.” */
const quote = (line: string) => `“${line.length > 60 ? `${line.slice(0, 57)}…` : line}”`;

interface MutableSection {
  title: string;
  paragraphs: string[];
  bullets: string[];
}

/** Reads the text; throws an Error saying what is wrong and on which line. */
export function parseLegalBody(markdown: string): LegalBody {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const introParagraphs: string[] = [];
  const sections: MutableSection[] = [];
  let paragraph: string[] = [];

  const endParagraph = () => {
    if (paragraph.length === 0) return;
    const words = unescape(paragraph.join(" "));
    const section = sections.at(-1);
    if (!section) introParagraphs.push(words);
    else if (section.bullets.length > 0)
      throw new Error(
        `the paragraph ${quote(paragraph[0] ?? "")} comes after the list in "${section.title}". The page shows a section's list last; move the paragraph above the list or into the next section.`,
      );
    else section.paragraphs.push(words);
    paragraph = [];
  };

  for (const raw of lines) {
    const line = raw.trim();
    if (line === "") {
      endParagraph();
      continue;
    }
    for (const [pattern, what] of INLINE_MARKUP)
      if (pattern.test(line.replace(/\\./g, "").replace(BULLET_MARK, "")))
        throw new Error(`${quote(line)} uses ${what}, which the legal pages do not show. Write plain text.`);
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      const [, hashes = "", title = ""] = heading;
      if (hashes.length !== 2)
        throw new Error(
          `${quote(line)} is a heading of another level. Start each section's heading with "## " and use no other headings.`,
        );
      sections.push({ title: unescape(title), paragraphs: [], bullets: [] });
      continue;
    }
    if (NUMBERED.test(line))
      throw new Error(`${quote(line)} starts a numbered list, which the legal pages do not show. Use "- " bullets.`);
    const bullet = BULLET.exec(line);
    if (bullet) {
      endParagraph();
      const section = sections.at(-1);
      if (!section)
        throw new Error(`the list ${quote(line)} comes before the first section. Put lists under a "## " heading.`);
      section.bullets.push(unescape(bullet[1] ?? ""));
      continue;
    }
    paragraph.push(line);
  }
  endParagraph();

  if (introParagraphs.length !== 1)
    throw new Error(
      introParagraphs.length === 0
        ? `needs one opening paragraph before the first "## " section heading.`
        : `has ${introParagraphs.length} paragraphs before the first "## " section heading; the page shows one.`,
    );
  if (sections.length === 0) throw new Error(`has no sections. Start each with a "## " heading.`);
  const empty = sections.find((section) => section.paragraphs.length === 0);
  if (empty) throw new Error(`the section "${empty.title}" has no paragraph. Give it at least one.`);

  return {
    intro: introParagraphs[0] ?? "",
    sections: sections.map(({ title, paragraphs, bullets }) => ({
      title,
      paragraphs,
      ...(bullets.length > 0 ? { bullets } : {}),
    })),
  };
}

/** What is wrong with the text, or undefined. */
export function legalBodyProblem(markdown: string): string | undefined {
  try {
    parseLegalBody(markdown);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
