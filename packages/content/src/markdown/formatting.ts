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
}

/** An FAQ answer: paragraphs, lists, emphasis and links, no headings. */
export const answerFormatting: Formatting = { headings: [], sections: false };

/** A legal page: an opening paragraph, then a section under each `## ` heading. */
export const legalFormatting: Formatting = { headings: [2], sections: true };
