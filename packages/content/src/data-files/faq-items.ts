import type { FaqItem } from "../types";
import { answerFormatting } from "../markdown/formatting";
import { readMarkdown } from "../markdown/read";
import { toRichText } from "../markdown/rich-text";
import { fillPlaceholders, type Placeholders } from "./placeholders";
import type { FaqFile } from "./schemas";

/**
 * A FAQ file's questions with their `{name}`s filled in, each answer's Markdown as rich text. Marked free of side effects so that a
 * bundle reading another part of a page's words (an island with the page's carousel) drops the FAQ.
 */
/* @__NO_SIDE_EFFECTS__ */
export function faqItems(file: FaqFile, placeholders: Placeholders): FaqItem[] {
  return file.questions.map(({ question, answer }) => ({
    question: fillPlaceholders(question, placeholders),
    answer: toRichText(readMarkdown(answer, answerFormatting).tree, placeholders),
  }));
}
