import { queryMatches } from "./query";

describe("queryMatches", () => {
  it.each([
    ["?payment=success", "payment=success", true],
    ["?utm_source=mail&payment=success", "payment=success", true],
    ["?payment=cancelled", "payment=success", false],
    ["", "payment=success", false],
    ["?payment=success", "payment=success&step=2", false],
    ["?payment=success&step=2", "payment=success&step=2", true],
  ])("%j against %j: %s", (search, required, matches) => {
    expect(queryMatches(search, required)).toBe(matches);
  });
});
