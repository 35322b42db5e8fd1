import assert from "node:assert/strict";
import { test } from "vitest";
import { figureDeltas, median, medianFigures, ratio } from "./stats.mjs";

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

test("each figure takes its own median across runs", () => {
  const runs = [
    { lcpMs: 900, jsBytes: 120 },
    { lcpMs: 1500, jsBytes: 100 },
    { lcpMs: 1000, jsBytes: 110 },
  ];
  assert.deepEqual(medianFigures(runs), { lcpMs: 1000, jsBytes: 110 });
});

test("a run that failed to measure a figure does not drag its median", () => {
  assert.deepEqual(medianFigures([{ seo: 100 }, { seo: null }, { seo: 92 }]), { seo: 96 });
});

test("a ratio needs both numbers and a non-zero baseline", () => {
  assert.equal(ratio(600, 2400), 0.25);
  assert.equal(ratio(600, 0), null);
  assert.equal(ratio(null, 2400), null);
});

test("deltas cover the figures both runs measured", () => {
  assert.deepEqual(figureDeltas({ lcpMs: 1000, jsBytes: 2048, seo: 100 }, { lcpMs: 1200, jsBytes: 1024, seo: null }), {
    lcpMs: -200,
    jsBytes: 1024,
  });
  assert.deepEqual(figureDeltas({ lcpMs: 1000 }, undefined), {});
});
