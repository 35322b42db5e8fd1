import { fillPlaceholders, unknownPlaceholders } from "./placeholders";

const values = { firmName: "Grand River AI", monthlyPrice: "$29" };

describe("placeholders", () => {
  it.each([
    ["{firmName} charges {monthlyPrice}.", "Grand River AI charges $29."],
    ["{firmName} and {firmName}", "Grand River AI and Grand River AI"],
    ["No braces at all.", "No braces at all."],
    ["{unknown} stays as written", "{unknown} stays as written"],
    ["{ firmName } with spaces is not one", "{ firmName } with spaces is not one"],
    // Names every object has through its prototype are not the site's.
    ["{constructor} {__proto__} {toString}", "{constructor} {__proto__} {toString}"],
  ])("fill %j as %j", (text, filled) => {
    expect(fillPlaceholders(text, values)).toBe(filled);
  });

  it("lists the names a text uses that have no words, each once", () => {
    expect(unknownPlaceholders("{price} {firmName} {price} {city}", values)).toEqual(["{price}", "{city}"]);
    expect(unknownPlaceholders("{firmName}", values)).toEqual([]);
    expect(unknownPlaceholders("{constructor} {toString} {hasOwnProperty}", values)).toEqual([
      "{constructor}",
      "{toString}",
      "{hasOwnProperty}",
    ]);
  });
});
