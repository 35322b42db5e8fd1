import { describe, expect, it } from "vitest";
import { darkColors, lightColors } from "../../../packages/ui/src/theme/tokens";
import { contrastGroups, measurePair, rolesWithoutRatios } from "./colorPairs";
import { compositeOver, contrastRatio, parseColor, relativeLuminance, wcagLevel } from "./contrast";
import { colorRoles, themes } from "./themes";

describe("relativeLuminance", () => {
  it.each([
    ["#000000", 0],
    ["#fff", 1],
    ["#ffffff", 1],
    ["#808080", 0.2158605],
    ["#ff0000", 0.2126],
  ])("of %s is %d", (color, luminance) => {
    expect(relativeLuminance(color)).toBeCloseTo(luminance, 6);
  });

  it("refuses a translucent colour, whose luminance depends on what is under it", () => {
    expect(() => relativeLuminance("rgba(0, 0, 0, 0.5)")).toThrow(/composite/);
  });
});

describe("contrastRatio", () => {
  it.each([
    ["#000", "#fff", 21],
    ["#fff", "#000", 21],
    ["#777", "#fff", 4.48],
    ["#767676", "#ffffff", 4.54],
    ["#595959", "#ffffff", 7.0],
    ["#949494", "#ffffff", 3.03],
    ["#0000ff", "#ffffff", 8.59],
    ["#336699", "#336699", 1],
  ])("%s on %s is %d:1", (foreground, background, ratio) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(ratio, 2);
  });

  it("lays a translucent foreground over its background before measuring", () => {
    // Half-transparent black over white is mid grey, #808080 give or take rounding.
    expect(contrastRatio("rgba(0, 0, 0, 0.5)", "#ffffff")).toBeCloseTo(contrastRatio("#7f7f7f", "#ffffff"), 1);
    expect(contrastRatio("rgba(0, 0, 0, 0)", "#ffffff")).toBe(1);
  });

  it("lays a translucent background over its backdrop, and insists on one", () => {
    expect(contrastRatio("#000", "rgba(255, 255, 255, 1)", "#000")).toBeCloseTo(21, 6);
    expect(contrastRatio("#000", "rgba(255, 255, 255, 0.5)", "#ffffff")).toBeCloseTo(21, 6);
    expect(() => contrastRatio("#000", "rgba(255, 255, 255, 0.5)")).toThrow(/translucent/);
  });

  it("rejects colour forms it does not read rather than guessing", () => {
    expect(() => parseColor("teal")).toThrow();
    expect(() => parseColor("#12345")).toThrow();
    expect(() => compositeOver(parseColor("#000"), parseColor("rgba(0, 0, 0, 0.5)"))).toThrow();
  });
});

describe("wcagLevel", () => {
  it.each([
    [21, "AAA"],
    [7, "AAA"],
    [6.99, "AA"],
    [4.5, "AA"],
    [4.48, "AA Large"],
    [3, "AA Large"],
    [2.99, "Fail"],
    [1, "Fail"],
  ] as const)("normal text at %d:1 is %s", (ratio, level) => {
    expect(wcagLevel(ratio)).toBe(level);
  });

  it.each([
    [7, "AAA"],
    [4.5, "AAA"],
    [4.49, "AA Large"],
    [3, "AA Large"],
    [2.99, "Fail"],
  ] as const)("large text at %d:1 is %s", (ratio, level) => {
    expect(wcagLevel(ratio, { largeText: true })).toBe(level);
  });

  it("compares unrounded ratios: #777 on white shows as 4.48 and fails AA for body text", () => {
    expect(wcagLevel(contrastRatio("#777", "#fff"))).toBe("AA Large");
  });
});

describe("the theme tokens", () => {
  it("are all colours this checker reads, in both themes", () => {
    for (const { colors } of themes) {
      for (const role of colorRoles) expect(() => parseColor(colors[role])).not.toThrow();
    }
  });

  // tokens.ts: "Light theme: every text role meets WCAG AA (4.5:1) on background and surface."
  it.each(["text", "textMuted", "primary", "accent", "danger", "success"] as const)(
    "light %s meets AA on background and surface, as tokens.ts promises",
    (role) => {
      expect(contrastRatio(lightColors[role], lightColors.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(lightColors[role], lightColors.surface)).toBeGreaterThanOrEqual(4.5);
    },
  );

  // Button.css.ts: the page background reads on the danger fill at "6.5:1 light, 9.9:1 dark".
  it("gives the danger button the ratios Button.css.ts quotes", () => {
    expect(contrastRatio(lightColors.background, lightColors.danger)).toBeCloseTo(6.5, 1);
    expect(contrastRatio(darkColors.background, darkColors.danger)).toBeCloseTo(9.9, 1);
  });
});

describe("every pair on the Colour page", () => {
  const cases = themes.flatMap((theme) =>
    contrastGroups.flatMap((group) =>
      group.pairs.map((pair) => ({
        name: `${theme.name}: ${pair.foreground} on ${pair.background} (${group.title})`,
        pair,
        colors: theme.colors,
      })),
    ),
  );

  // Text at AA 4.5:1 in both themes (dark is held to the light theme's promise), borders and focus at 3:1.
  it.each(cases)("$name clears its bar", ({ pair, colors }) => {
    const result = measurePair(pair, colors);
    expect(result.ratio).toBeGreaterThanOrEqual(result.required);
    expect(result.passes).toBe(true);
    expect(result.level).not.toBe("Fail");
  });

  it("would catch a token that broke its pair", () => {
    const washedOut = { ...lightColors, textMuted: "#aaaaaa" };
    expect(measurePair({ foreground: "textMuted", background: "background", kind: "text" }, washedOut)).toMatchObject({
      passes: false,
      level: "Fail",
    });
    const faintRing = { ...lightColors, focus: "#cccccc" };
    expect(measurePair({ foreground: "focus", background: "background", kind: "non-text" }, faintRing).passes).toBe(
      false,
    );
  });

  it("includes every pair the page is meant to show", () => {
    const listed = new Set(
      contrastGroups.flatMap((group) => group.pairs.map((pair) => `${pair.foreground}/${pair.background}`)),
    );
    for (const foreground of ["text", "textMuted", "primary", "accent", "danger", "success"]) {
      for (const background of ["background", "surface", "surfaceRaised"])
        expect(listed).toContain(`${foreground}/${background}`);
    }
    for (const pair of [
      "onPrimary/primary",
      "onPrimary/primaryHover",
      "danger/dangerSurface",
      "success/successSurface",
    ]) {
      expect(listed).toContain(pair);
    }
  });

  it("accounts for every colour role: measured in a pair or left out with a reason", () => {
    const measured = new Set(
      contrastGroups.flatMap((group) => group.pairs.flatMap((pair) => [pair.foreground, pair.background])),
    );
    const explained = new Set(rolesWithoutRatios.map(({ role }) => role));
    for (const role of colorRoles) expect(measured.has(role) || explained.has(role), role).toBe(true);
  });
});
