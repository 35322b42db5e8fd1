import { readableColours, withReadableColours } from "./readable-colours";

/** A palette as Decap's bundle writes it, each colour as often as the bundle holds it. */
const palette = readableColours.map(({ faint, times }) => `c="${faint}";`.repeat(times)).join("");

/** The contrast ratio of two colours (WCAG 2's relative luminance). */
function contrast(one: string, other: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe("Decap's colours in the editor's build", () => {
  it("are each swapped for their readable shade, everywhere the bundle writes them", () => {
    const patched = withReadableColours(palette);
    for (const { faint, readable, times } of readableColours) {
      expect(patched).not.toContain(faint);
      expect(patched.split(readable).length - 1).toBe(times);
    }
  });

  it("read at 4.5:1 on the greys and tints Decap draws them on", () => {
    const [error, grey, active, teal] = readableColours.map(({ readable }) => readable);
    expect(contrast(error!, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(error!, "#fbe0d7")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(grey!, "#dfdfe3")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(active!, "#dfdfe3")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(teal!, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("stop the build when the bundle no longer holds a colour as counted", () => {
    expect(() => withReadableColours(palette.replace('"#17a2b8"', '"#17a2b9"'))).toThrow(
      "Decap's bundle holds the colour #17a2b8 0 times, not 1: was it updated?",
    );
  });
});
