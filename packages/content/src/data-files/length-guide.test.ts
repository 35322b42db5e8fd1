import { lengthGuideWords } from "./length-guide";

const title = { searchResults: 60, cardLines: 3, max: 90 };

describe("the length told under a title as it is typed", () => {
  it.each([
    [42, "42 characters. Search results show about 60. The social card shows 3 lines of it; at most 90."],
    [60, "60 characters. Search results show about 60. The social card shows 3 lines of it; at most 90."],
    [
      61,
      "61 characters: search results cut it near 60, so its end may not show there. The social card shows 3 lines of it; at most 90.",
    ],
    [
      90,
      "90 characters: search results cut it near 60, so its end may not show there. The social card shows 3 lines of it; at most 90.",
    ],
    [100, "100 characters: 10 over the 90 this field holds. Shorten it to publish."],
  ])("%i characters", (length, words) => {
    expect(lengthGuideWords("x".repeat(length), title)).toBe(words);
  });

  it("says one character in the singular", () => {
    expect(lengthGuideWords("x", title)).toMatch(/^1 character\. /);
  });
});
