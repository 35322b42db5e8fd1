import { describe, expect, it } from "vitest";
import { fontSize, space } from "../../../packages/ui/src/theme/tokens";
import { describeGridUnits, describeLength, lengthInPx } from "./units";

describe("lengthInPx", () => {
  it.each([
    ["0", 0],
    ["16px", 16],
    ["0.75rem", 12],
    ["2rem", 32],
    ["42rem", 672],
    ["clamp(2.25rem, 6vw, 3.5rem)", undefined],
    ["100%", undefined],
  ])("%s is %s", (value, px) => {
    expect(lengthInPx(value)).toBe(px);
  });
});

describe("describeLength", () => {
  it("spells out a fluid clamp() size", () => {
    expect(describeLength("clamp(2.25rem, 6vw, 3.5rem)")).toBe("36px to 56px: 6% of the window width between");
  });

  it("gives every font size a description, so the type scale page never shows a blank", () => {
    for (const value of Object.values(fontSize)) expect(describeLength(value)).toMatch(/px/);
  });
});

describe("describeGridUnits", () => {
  it("counts grid units and says when a size is off the grid", () => {
    expect(describeGridUnits(4)).toBe("1 grid unit");
    expect(describeGridUnits(16)).toBe("4 grid units");
    expect(describeGridUnits(0)).toBe("0 grid units");
    expect(describeGridUnits(6)).toBe("not on the grid");
  });

  it("finds every space token on the grid", () => {
    for (const value of Object.values(space))
      expect(describeGridUnits(lengthInPx(value) ?? Number.NaN)).toMatch(/grid unit/);
  });
});
