import { queryMatches, queryString } from "./wake";

describe("queryString", () => {
  it("writes the values in a fixed order, so one wake reads the same on every build", () => {
    expect(queryString({ payment: "success", b: "2" })).toBe("b=2&payment=success");
  });
});

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
