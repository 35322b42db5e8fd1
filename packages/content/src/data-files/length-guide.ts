import type { LengthGuide } from "./fields";

/**
 * What the editor says under a title or description as it is typed: its length, against what
 * search results show and what the social card draws, and the most it may hold, so the owner
 * learns of a cut-off or a refusal before pressing Publish.
 */
export function lengthGuideWords(text: string, { searchResults, cardLines, max }: LengthGuide): string {
  const length = text.length;
  const count = `${length} ${length === 1 ? "character" : "characters"}`;
  const card = `The social card shows ${cardLines} lines of it`;
  if (length > max) return `${count}: ${length - max} over the ${max} this field holds. Shorten it to publish.`;
  if (length > searchResults)
    return `${count}: search results cut it near ${searchResults}, so its end may not show there. ${card}; at most ${max}.`;
  return `${count}. Search results show about ${searchResults}. ${card}; at most ${max}.`;
}
