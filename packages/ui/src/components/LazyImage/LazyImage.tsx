import { assignInlineVars } from "@vanilla-extract/dynamic";
import { useEffect, useRef } from "react";
import { preload } from "react-dom";
import * as styles from "./LazyImage.css.js";
import { LAZY_IMAGE_ATTRIBUTE, observeLazyImage, showLazyImage } from "./observeLazyImage.js";
import { cx } from "../../utils/cx.js";

/** Intrinsic size, or just a ratio for images that fill their column. Either reserves the box (CLS 0). */
type LazyImageSize =
  | { width: number; height: number; aspectRatio?: undefined }
  | { aspectRatio: number; width?: undefined; height?: undefined };

/** A better format of the image, offered before `src`: `{ type: "image/avif", srcSet: "/a-480.avif 480w, …" }`. */
export interface LazyImageSource {
  readonly type: string;
  readonly srcSet: string;
}

/** Props of `LazyImage`; `alt` is required and may be `""` for decorative images. */
export type LazyImageProps = LazyImageSize & {
  src: string;
  alt: string;
  /** `src`'s format at several widths ("/a-480.jpg 480w, /a-800.jpg 800w"), for the browser to choose by `sizes`. */
  srcSet?: string;
  /** Better formats that exist beside `src`, best first: each becomes a `<source>`. Only files that exist. */
  sources?: readonly LazyImageSource[];
  /** Above-the-fold images: render at once, eagerly, with high fetch priority. */
  priority?: boolean;
  fit?: (typeof styles.fits)[number];
  /**
   * Never taller than the screen: the box narrows until the whole image shows at once (a flyer, a
   * poster). Needs `width` and `height`.
   */
  fitScreen?: boolean;
  /** How wide the image shows, for choosing from the sets: "(min-width: 768px) 50vw, 100vw". */
  sizes?: string;
  /** Class for the reserved box, for placing it in a layout. */
  className?: string;
};

/**
 * An image that holds its space with a pulsing placeholder until it is about to scroll into view (spec §2.3).
 *
 * The markup carries the real image with its sources in `data-` attributes; `observeLazyImage`
 * (plain DOM) sets them when the box nears the viewport. So a prerendered page lazy-loads with no
 * framework, React renders the same markup, and crawlers and no-JS visitors get the `<noscript>` copy.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  aspectRatio,
  priority = false,
  fit,
  fitScreen = false,
  srcSet,
  sources,
  sizes,
  className,
}: LazyImageProps) {
  const boxRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (priority || !box) return;
    // New sources for an image already shown go straight in; otherwise it waits for the viewport.
    if (box.getAttribute(LAZY_IMAGE_ATTRIBUTE) === "shown") {
      showLazyImage(box);
      return;
    }
    return observeLazyImage(box);
  }, [priority, src, srcSet, sources]);

  const boxStyle = assignInlineVars({
    [styles.aspectRatio]: width !== undefined ? `${width} / ${height}` : String(aspectRatio),
    [styles.maxWidth]: maxWidthOf(width, height, fitScreen),
  });
  const picture = { src, srcSet, sources, alt, width, height, sizes, className: styles.image({ fit }) };

  if (priority) {
    // A <picture>'s image is never preloaded by React (it cannot know which source wins): the best
    // source is, by its type, so a browser that cannot show it skips it. LCP then never waits.
    const best = sources?.[0];
    if (best)
      preload(src, {
        as: "image",
        type: best.type,
        imageSrcSet: best.srcSet,
        imageSizes: sizes,
        fetchPriority: "high",
      });
    return (
      <span ref={boxRef} className={cx(styles.box, className)} style={boxStyle}>
        <Picture {...picture} loading="eager" fetchPriority="high" />
      </span>
    );
  }
  return (
    <span
      ref={boxRef}
      className={cx(styles.box, className)}
      style={boxStyle}
      {...{ [LAZY_IMAGE_ATTRIBUTE]: "waiting" }}
    >
      <span
        className={styles.placeholder}
        data-lazy-placeholder=""
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
        aria-busy={alt ? true : undefined}
        aria-hidden={alt ? undefined : true}
      />
      <Picture {...picture} deferred />
      {/* For crawlers and visitors without scripts, who have no observer. */}
      <noscript>
        <Picture {...picture} loading="lazy" />
      </noscript>
    </span>
  );
}

/** The box's widest: the image's own width, or less where that would make it taller than the screen. */
function maxWidthOf(width: number | undefined, height: number | undefined, fitScreen: boolean): string {
  if (width === undefined || height === undefined) return "none";
  // svh, the height with the browser's bars showing, so the image never hides behind them.
  return fitScreen ? `min(${width}px, calc(100svh * ${width} / ${height}))` : `${width}px`;
}

/** A transparent 1×1 GIF: a source for an image whose real one waits, that costs no request. */
const blankImage = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

interface PictureProps {
  src: string;
  srcSet: string | undefined;
  sources: readonly LazyImageSource[] | undefined;
  alt: string;
  width: number | undefined;
  height: number | undefined;
  sizes: string | undefined;
  className: string;
  loading?: "eager" | "lazy";
  fetchPriority?: "high";
  /** Sources in `data-` attributes, for `observeLazyImage` to set when the image is due. */
  deferred?: boolean;
}

function Picture({ src, srcSet, sources, alt, sizes, deferred = false, ...img }: PictureProps) {
  // Deferred, the image stays hidden (out of sight and of the accessibility tree) with a blank
  // source, inline so nothing is fetched (HTML requires one), and its own in `data-src`. Its sets
  // wait in `data-srcset` and `data-sizes` too: HTML allows `sizes` only beside a `srcset`.
  const source = (url: string) => (deferred ? { src: blankImage, "data-src": url, hidden: true } : { src: url });
  const sets = (set: string | undefined, blank: boolean) => {
    if (set === undefined) return {};
    if (!deferred) return { srcSet: set, sizes };
    return { ...(blank ? { srcSet: blankImage } : {}), "data-srcset": set, "data-sizes": sizes };
  };
  const element = <img {...source(src)} {...sets(srcSet, false)} alt={alt} decoding="async" {...img} />;
  if (!sources?.length) return element;
  return (
    <picture>
      {sources.map(({ type, srcSet: set }) => (
        // A <source> needs a srcset: a deferred one holds the blank image until its own is due.
        <source key={type} type={type} {...sets(set, true)} />
      ))}
      {element}
    </picture>
  );
}
