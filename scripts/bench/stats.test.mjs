import assert from "node:assert/strict";
import { test } from "vitest";
import { median } from "./stats.mjs";

test("the median is the middle value, or the mean of the middle two", () => {
  const cases = [
    { values: [1300, 900, 1100], expected: 1100 },
    { values: [4, 1, 3, 2], expected: 2.5 },
    { values: [7], expected: 7 },
    { values: [null, 5, Number.NaN, 9, 1], expected: 5 },
    { values: [], expected: null },
    { values: [null, null], expected: null },
  ];
  for (const { values, expected } of cases) assert.equal(median(values), expected, JSON.stringify(values));
});
