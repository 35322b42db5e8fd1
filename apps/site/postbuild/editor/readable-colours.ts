/**
 * Decap's palette (decap-cms-ui-default's `colors`, written once in its bundle) has four colours too
 * faint for their text: its error red (3.95 on white: refusals, "Unsaved Changes", a refused
 * field's label), the grey of labels and hints (2.91 on its toolbar's grey), its blue of active
 * things (3.92 there) and the teal behind "Publish" (3.04 under white). No option sets a colour, so
 * the editor's build swaps each for a darker shade of itself that reads at 4.5:1 or more, in Decap's
 * bundle as the site serves it. A bundle that no longer holds a colour as counted stops the build.
 */
export const readableColours = [
  { faint: "#ff003b", readable: "#c4002d", times: 1 },
  { faint: "#798291", readable: "#545c6b", times: 1 },
  { faint: "#3a69c7", readable: "#24509f", times: 3 },
  { faint: "#17a2b8", readable: "#117a8b", times: 1 },
] as const;

/** Decap's bundle with its faint colours made readable. */
export function withReadableColours(bundle: string): string {
  return readableColours.reduce((source, { faint, readable, times }) => {
    const found = source.split(`"${faint}"`).length - 1;
    if (found !== times)
      throw new Error(`Decap's bundle holds the colour ${faint} ${found} times, not ${times}: was it updated?`);
    return source.replaceAll(`"${faint}"`, `"${readable}"`);
  }, bundle);
}
