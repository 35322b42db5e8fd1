import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { cardFont } from "@grand-river/content";

const require = createRequire(import.meta.url);

describe("the social card's font", () => {
  // The checks of a page's title and description accept what `cardFont.unicodeRange` lists; the
  // card draws with the files of `cardFont.subset`, whose characters fontsource's CSS states.
  it.each([400, 700])("at weight %i holds every character the checks of the card's words accept", async (weight) => {
    const css = await readFile(require.resolve(`@fontsource/inter/${weight}.css`), "utf8");
    const face = css
      .split("@font-face")
      .find((block) => block.includes(`inter-${cardFont.subset}-${weight}-normal.woff`));
    expect(/unicode-range:\s*([^;]+);/.exec(face ?? "")?.[1]).toBe(cardFont.unicodeRange);
  });
});
