import { describe, expect, it } from "vitest";
import { wrapIndex } from "./wrapIndex.js";

describe("wrapIndex", () => {
  it.each([
    [0, 4, 0],
    [3, 4, 3],
    [4, 4, 0],
    [5, 4, 1],
    [-1, 4, 3],
    [-5, 4, 3],
    [2, 1, 0],
    [-1, 1, 0],
    [0, 0, 0],
    [3, 0, 0],
  ])("wrapIndex(%i, %i) is %i", (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });
});
