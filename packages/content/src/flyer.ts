import picturesFile from "../data/pictures.json" with { type: "json" };
import type { PicturesFile } from "./data-files/schemas";
import { site } from "./site";
import { pictureOf, type Picture } from "./types";

/** The flyer's phone number as printed, e.g. "(616) 555-0100", from the site's placeholder number. */
export const flyerPhone = site.structuredDataPhone.replace(/^\+1-(\d{3})-/, "($1) ");

/** /flyer-port-sheldon: one full-screen image and nothing else (§2.15). */
export interface FlyerPage {
  readonly image: Picture;
}

/** Words and image of /flyer-port-sheldon. */
export const flyerPage: FlyerPage = {
  // packages/content/data/pictures.json, which the agency changes at /edit.
  image: pictureOf((picturesFile as PicturesFile).flyer),
};
