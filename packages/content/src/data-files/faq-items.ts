import type { FaqItem } from "../types";
import { fillPlaceholders, type Placeholders } from "./placeholders";
import type { FaqFile } from "./schemas";

/**
 * A FAQ file's questions with their `{name}`s filled in. Marked free of side effects so that a
 * bundle reading another part of a page's words (an island with the page's carousel) drops the FAQ.
 */
/* @__NO_SIDE_EFFECTS__ */
export function faqItems(file: FaqFile, placeholders: Placeholders): FaqItem[] {
  return file.questions.map(({ question, answer }) => ({
    question: fillPlaceholders(question, placeholders),
    answer: fillPlaceholders(answer, placeholders),
  }));
}
