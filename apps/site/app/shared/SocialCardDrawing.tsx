import { pageWordsShown } from "@grand-river/content";
import { socialCardSize } from "../route-table";

/** What a card says. */
export interface CardWords {
  readonly firmName: string;
  readonly title: string;
  readonly description: string;
}

// The logo's own colours (public/images/logo.svg), as the site's earlier shared card used them.
const palette = { navy: "#0f2742", teal: "#14b8a6", amber: "#f59e0b", cream: "#f8f6f1", mist: "#c9d5e2" } as const;

/** What the card says, in words: its `og:image:alt`, and its name in the editor's preview. */
export const cardAlt = ({ title, description }: Pick<CardWords, "title" | "description">) => `${title}. ${description}`;

/**
 * A block of `lines` lines at most: satori ends the last with an ellipsis (`lineClamp`), which a
 * browser ignores outside `-webkit-box`, so the height is held too: in the editor's preview a long
 * description stops above the accent bar as it does on the card.
 */
const clamped = (lines: number, fontSize: number, lineHeight: number) =>
  ({
    display: "block",
    fontSize,
    lineHeight,
    lineClamp: lines,
    maxHeight: lines * fontSize * lineHeight,
    overflow: "hidden",
  }) as const;

/**
 * A page's social card as satori lays it out at build (postbuild/social-card.tsx): flexbox and
 * inline styles only, which satori reads, so the editor's preview shows the same drawing as HTML.
 * `logo` is the logo's address (a data: URL at build).
 */
export function SocialCardDrawing({ words, logo }: { words: CardWords; logo: string }) {
  return (
    <div
      style={{
        ...socialCardSize,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        backgroundColor: palette.navy,
        borderBottom: `16px solid ${palette.teal}`,
        fontFamily: "Inter",
        color: palette.cream,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <div style={{ display: "flex", padding: 8, borderRadius: 20, backgroundColor: palette.cream }}>
          <img src={logo} width={64} height={64} alt="" />
        </div>
        <div style={{ fontSize: 36, fontWeight: 700 }}>{words.firmName}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 28, width: "100%" }}>
        <div style={{ ...clamped(pageWordsShown.title.cardLines, 60, 1.15), fontWeight: 700 }}>{words.title}</div>
        <div style={{ ...clamped(pageWordsShown.description.cardLines, 30, 1.35), color: palette.mist }}>
          {words.description}
        </div>
      </div>
      <div style={{ display: "flex", width: 120, height: 8, borderRadius: 4, backgroundColor: palette.amber }} />
    </div>
  );
}
