import { cx } from "./cx.js";

describe("cx", () => {
  it.each([
    [["a", "b"], "a b"],
    [["a", undefined], "a"],
    [[undefined, false, null, ""], ""],
    [["a", false, "c"], "a c"],
  ] as const)("joins %j into %j", (input, expected) => {
    expect(cx(...input)).toBe(expected);
  });
});
