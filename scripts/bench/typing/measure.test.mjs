import { describe, expect, test } from "vitest";
import { typingBrowserPath } from "./measure.mjs";

describe("the typing bench's browser", () => {
  test("is Debian's full Chromium by default, or CHROME_PATH", () => {
    expect(typingBrowserPath({}, () => true)).toBe("/usr/bin/chromium");
    expect(typingBrowserPath({ CHROME_PATH: "/opt/chromium/chrome" }, () => true)).toBe("/opt/chromium/chrome");
  });

  test("when missing, says what to install, or which CHROME_PATH was not found", () => {
    expect(() => typingBrowserPath({}, () => false)).toThrow("apt-get install chromium");
    expect(() => typingBrowserPath({ CHROME_PATH: "/nowhere/chrome" }, () => false)).toThrow(
      "CHROME_PATH=/nowhere/chrome",
    );
  });
});
