// Kept, not colorjs.io or wcag-contrast: both take a colour's luminance ignoring its alpha (colorjs.io 0.7's
// contrastWCAG21, wcag-contrast 3's hex()), and the theme's translucent tokens must be laid over their backdrop first.
/**
 * WCAG 2.x colour contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio), for the palette page
 * and its test. Only the colour forms the theme tokens use: #rgb, #rrggbb, rgb() and rgba().
 */

/** A colour as sRGB channels 0–255 and alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export type WcagLevel = "AAA" | "AA" | "AA Large" | "Fail";

/** The least contrast each level asks of normal-size text. */
export const minimumRatio = { AAA: 7, AA: 4.5, "AA Large": 3 } as const;

/** Large text (24px, or 18.66px bold) and non-text UI such as borders and focus rings need only this. */
export const largeTextMinimum = minimumRatio["AA Large"];

const hexPattern = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const rgbPattern = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i;

/** Reads a token value; throws on any other form, so a new kind of token value cannot pass unchecked. */
export function parseColor(value: string): Rgba {
  const hex = hexPattern.exec(value.trim());
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? hex[1].replace(/./g, (digit) => digit + digit) : hex[1];
    const channel = (start: number) => Number.parseInt(digits.slice(start, start + 2), 16);
    return { r: channel(0), g: channel(2), b: channel(4), a: 1 };
  }
  const rgb = rgbPattern.exec(value.trim());
  if (rgb) {
    const [, r, g, b, a] = rgb;
    return { r: Number(r), g: Number(g), b: Number(b), a: a === undefined ? 1 : Number(a) };
  }
  throw new Error(`Not a colour this checker reads: "${value}" (expected #rgb, #rrggbb, rgb() or rgba())`);
}

/** A translucent colour as it looks laid over an opaque one (plain alpha blending, as browsers paint it). */
export function compositeOver(top: Rgba, bottom: Rgba): Rgba {
  if (bottom.a !== 1) throw new Error("Composite over an opaque colour: the result depends on what is underneath");
  const blend = (over: number, under: number) => over * top.a + under * (1 - top.a);
  return { r: blend(top.r, bottom.r), g: blend(top.g, bottom.g), b: blend(top.b, bottom.b), a: 1 };
}

/** Relative luminance of an opaque colour: 0 for black, 1 for white. */
export function relativeLuminance(color: string | Rgba): number {
  const { r, g, b, a } = typeof color === "string" ? parseColor(color) : color;
  if (a !== 1) throw new Error("Luminance of a translucent colour depends on its backdrop: composite it first");
  const linear = (channel: number) => {
    const srgb = channel / 255;
    // 0.04045 is the sRGB standard's threshold; WCAG 2.x quotes the older 0.03928. No 8-bit channel falls between them.
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * Contrast ratio, 1 to 21, of a foreground on a background. A translucent foreground is laid over the
 * background; a translucent background needs the opaque `backdrop` it sits on (a see-through navbar
 * over the page).
 */
export function contrastRatio(foreground: string, background: string, backdrop?: string): number {
  let under = parseColor(background);
  if (under.a !== 1) {
    if (backdrop === undefined) throw new Error(`"${background}" is translucent: say what it sits on`);
    under = compositeOver(under, parseColor(backdrop));
  }
  const over = compositeOver(parseColor(foreground), under);
  const [one, other] = [relativeLuminance(over), relativeLuminance(under)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

/**
 * The highest WCAG level a ratio reaches. Normal text: AAA from 7, AA from 4.5, and "AA Large" from 3
 * (good enough only for large text). Large text is held to lower bars (WCAG 1.4.3 and 1.4.6): AAA from
 * 4.5, "AA Large" from 3. Ratios are compared unrounded, as WCAG asks: 4.499 is not 4.5.
 */
export function wcagLevel(ratio: number, { largeText = false }: { largeText?: boolean } = {}): WcagLevel {
  if (ratio >= (largeText ? minimumRatio.AA : minimumRatio.AAA)) return "AAA";
  if (!largeText && ratio >= minimumRatio.AA) return "AA";
  if (ratio >= minimumRatio["AA Large"]) return "AA Large";
  return "Fail";
}

/** Borders, focus rings and other non-text UI (WCAG 1.4.11) have a single AA bar of 3:1. */
export function nonTextLevel(ratio: number): "AA" | "Fail" {
  return ratio >= largeTextMinimum ? "AA" : "Fail";
}

/** A ratio the way contrast checkers print it: two decimals, "4.48:1". */
export function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)}:1`;
}
