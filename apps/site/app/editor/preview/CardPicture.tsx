import { site } from "@grand-river/content";
import type { PageSearchResult } from "@grand-river/content/editor";
import { socialCardSize } from "../../route-table";
import { SocialCardDrawing, cardAlt } from "../../shared/SocialCardDrawing";
// The card's font, from the files the build draws it with.
import "./card-font.css";

const scale = 0.4;

/**
 * A page's social card, the drawing the build turns into its PNG, shrunk to fit the preview and
 * named as its `og:image:alt`. Sized inline, like the drawing itself, which satori reads that way.
 */
export function CardPicture({ page }: { page: PageSearchResult }) {
  return (
    <div
      role="img"
      aria-label={cardAlt(page)}
      style={{ width: socialCardSize.width * scale, height: socialCardSize.height * scale, overflow: "hidden" }}
    >
      <div style={{ transform: `scale(${scale})`, transformOrigin: "top left" }}>
        <SocialCardDrawing
          words={{ firmName: site.firmName, title: page.title, description: page.description }}
          logo="/images/logo.svg"
        />
      </div>
    </div>
  );
}
