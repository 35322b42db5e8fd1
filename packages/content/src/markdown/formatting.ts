/**
 * What a Markdown field's page can show. Every one shows paragraphs, bulleted and numbered lists,
 * italics, bold, line breaks and links; a field says which headings it shows beyond those, and
 * whether its text is sections. Anything else is shown without its formatting (./shown.ts).
 */
export interface Formatting {
  /** The heading levels the page shows: a legal page's `## ` sections. */
  readonly headings: readonly number[];
  /** The text is an opening paragraph, then sections, each under one of those headings. */
  readonly sections: boolean;
  /**
   * An article (a post): everything GitHub's Markdown writes shows, tables, task lists, footnotes,
   * code, quotes, pictures and lines included, so nothing is taken out; what the page cannot show
   * (a heading above its `headings`, a picture without alt text or from elsewhere) is refused.
   */
  readonly article?: boolean;
}

/** An FAQ answer: paragraphs, lists, emphasis and links, no headings. */
export const answerFormatting: Formatting = { headings: [], sections: false };

/** A legal page: an opening paragraph, then a section under each `## ` heading. */
export const legalFormatting: Formatting = { headings: [2], sections: true };

/** A post: every heading from "Heading 2" down (its title is the one Heading 1), and all of GitHub's Markdown. */
export const postFormatting: Formatting = { headings: [2, 3, 4, 5, 6], sections: false, article: true };
