import type { RichText } from "../markdown/rich-text";

/** One numbered section of a legal page. */
export interface LegalSection {
  readonly number: number;
  readonly title: string;
  /** Its paragraphs and lists, as the page shows them. */
  readonly body: RichText;
}

/** A legal page: title, revision date, opening words and numbered sections (twelve each at launch, §2.10). */
export interface LegalDocument {
  readonly title: string;
  /** As shown: "March 9, 2025". */
  readonly lastUpdated: string;
  /** What comes before the first section: an opening paragraph, and any others the owner wrote there. */
  readonly intro: RichText;
  readonly sections: readonly LegalSection[];
}

/** Numbers sections 1..n in the order given, so a reordering can never leave a gap. */
export function numberSections(sections: readonly Omit<LegalSection, "number">[]): readonly LegalSection[] {
  return sections.map((section, index) => ({ number: index + 1, ...section }));
}
