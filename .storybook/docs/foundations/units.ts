import { grid } from "../../../packages/ui/src/theme/tokens";

/** Browsers' default root font size: what 1rem is unless the visitor has changed it. */
const defaultRootFontSize = 16;

/** A token length in pixels at the default font size, or undefined if it has no single size (clamp, %). */
export function lengthInPx(value: string): number | undefined {
  if (value === "0") return 0;
  const match = /^([\d.]+)(px|rem)$/.exec(value);
  if (!match) return undefined;
  const amount = Number(match[1]);
  return match[2] === "rem" ? amount * defaultRootFontSize : amount;
}

/** How a designer would say a token length: "12px", or "36px to 56px, 6% of the window width between" for a clamp. */
export function describeLength(value: string): string {
  const px = lengthInPx(value);
  if (px !== undefined) return `${px}px`;
  const clamp = /^clamp\(\s*([\d.]+rem)\s*,\s*([\d.]+)vw\s*,\s*([\d.]+rem)\s*\)$/.exec(value);
  if (clamp) {
    const [, min = "", fluid = "", max = ""] = clamp;
    return `${lengthInPx(min)}px to ${lengthInPx(max)}px: ${fluid}% of the window width between`;
  }
  return value;
}

/** A pixel size on the grid: "4 grid units", or "not on the grid" if it falls between lines. */
export function describeGridUnits(px: number): string {
  const units = px / grid;
  if (!Number.isInteger(units)) return "not on the grid";
  return units === 1 ? "1 grid unit" : `${units} grid units`;
}
