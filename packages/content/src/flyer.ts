import { site } from "./site";
import type { ImageAsset } from "./types";

/** The flyer's phone number as printed, e.g. "(616) 555-0100", from the site's placeholder number. */
export const flyerPhone = site.structuredDataPhone.replace(/^\+1-(\d{3})-/, "($1) ");

/** /flyer-port-sheldon: one full-screen image and nothing else (§2.15). */
export interface FlyerPage {
  readonly image: ImageAsset;
}

/** Words and image of /flyer-port-sheldon. */
export const flyerPage: FlyerPage = {
  image: {
    src: "/images/flyer-port-sheldon.svg",
    width: 1080,
    height: 1350,
    alt: `Flyer for Port Sheldon Self Storage: storage units available now in Port Sheldon, Michigan. Sizes 5x10, 10x10, 10x20 and 10x30. Drive-up access, gated and well lit, 24/7 access, month-to-month rentals, first month half off. Call ${flyerPhone}.`,
  },
};
