/** Shapes shared by several pages' content. */

import type { RichText } from "./markdown/rich-text";

/**
 * An image a page shows. Width and height travel with the path so a page can reserve the box
 * before the file arrives and the layout does not jump.
 */
export interface ImageAsset {
  /** Path under the site's public folder, starting with "/images/". */
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** Empty only for purely decorative images. */
  readonly alt: string;
}

/**
 * A picture of the agency's, named by its file in the media folder (`packages/content/media/`,
 * served under /media/), as packages/content/data/pictures.json gives it. Its size is read from
 * the file at build, and the build makes it light for phones (apps/site/postbuild/media/).
 */
export interface Picture {
  /** "/media/founder.jpg" */
  readonly file: string;
  /** Empty only for a picture marked decorative. */
  readonly alt: string;
}

/** A picture field as the data file holds it: alt text unless marked decorative. */
export interface PictureEntry {
  readonly file: string;
  readonly alt?: string | undefined;
  readonly decorative?: boolean | undefined;
}

/** The picture a page shows for a data file's entry: decorative ones say nothing to screen readers. */
export const pictureOf = ({ file, alt, decorative }: PictureEntry): Picture => ({
  file,
  alt: decorative ? "" : (alt ?? ""),
});

/** A button or link with its words: an `href` starting with "/" stays in the site, any other leaves it. */
export interface CtaLink {
  readonly label: string;
  readonly href: string;
}

/** One step of a numbered process. */
export interface ProcessStep {
  readonly title: string;
  readonly description: string;
}

/** One question and its answer. */
export interface FaqItem {
  readonly question: string;
  /** Paragraphs, lists, emphasis and links. */
  readonly answer: RichText;
}

/** One headline figure. */
export interface Stat {
  readonly value: string;
  readonly label: string;
}
