/** One numbered section of a legal page. */
export interface LegalSection {
  readonly number: number;
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** A list shown after the paragraphs. */
  readonly bullets?: readonly string[];
}

/** A legal page: title, revision date, opening words and numbered sections (twelve each at launch, §2.10). */
export interface LegalDocument {
  readonly title: string;
  /** As shown: "March 9, 2025". */
  readonly lastUpdated: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

/** Numbers sections 1..n in the order given, so a reordering can never leave a gap. */
export function numberSections(sections: readonly Omit<LegalSection, "number">[]): readonly LegalSection[] {
  return sections.map((section, index) => ({ number: index + 1, ...section }));
}
