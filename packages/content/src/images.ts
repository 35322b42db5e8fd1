import { site } from "./site";
import type { ImageAsset } from "./types";

/** The brand mark beside the firm name in the navigation bar. */
export const logo: ImageAsset = {
  src: "/images/logo.svg",
  width: 40,
  height: 40,
  // The firm name sits next to the mark inside the same link, so the mark itself stays silent.
  alt: "",
};

/** The card social networks show when a page is shared. */
export const socialCard: ImageAsset = {
  src: "/images/social-card.png",
  width: 1200,
  height: 630,
  alt: `${site.firmName}: ${site.tagline}`,
};
