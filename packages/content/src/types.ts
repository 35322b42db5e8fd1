/** Shapes shared by several pages' content. */

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
  readonly answer: string;
}

/** One headline figure. */
export interface Stat {
  readonly value: string;
  readonly label: string;
}
