import { describe, expect, it } from "vitest";
import { CAROUSEL_DRAG_THRESHOLD, swipeStep } from "./swipeStep.js";

describe("swipeStep", () => {
  it("uses the spec's 10 px drag threshold", () => {
    expect(CAROUSEL_DRAG_THRESHOLD).toBe(10);
  });

  it.each([
    ["a long swipe left goes to the next slide", -120, 0, 1],
    ["a long swipe right goes to the previous slide", 120, 0, -1],
    ["just past the threshold to the left counts", -11, 0, 1],
    ["just past the threshold to the right counts", 11, 2, -1],
    ["exactly the threshold is still a click", -10, 0, 0],
    ["a tiny wobble is a click", 3, -2, 0],
    ["a mostly vertical move is a page scroll", -40, 90, 0],
    ["a perfect diagonal is not a swipe", 50, 50, 0],
    ["no movement", 0, 0, 0],
  ])("%s", (_name, deltaX, deltaY, expected) => {
    expect(swipeStep(deltaX, deltaY)).toBe(expected);
  });
});
