import { assignInlineVars } from "@vanilla-extract/dynamic";
import { useRef } from "react";
import * as styles from "./LazyImage.css";
import { useNearViewport } from "./useNearViewport";
import { webpVariant } from "./webpVariant";
import { cx } from "../../utils/cx";

/** Intrinsic size, or just a ratio for images that fill their column. Either reserves the box (CLS 0). */
type LazyImageSize =
  | { width: number; height: number; aspectRatio?: undefined }
  | { aspectRatio: number; width?: undefined; height?: undefined };

/** Props of `LazyImage`; `alt` is required and may be `""` for decorative images. */
export type LazyImageProps = LazyImageSize & {
  src: string;
  alt: string;
  /** Above-the-fold images: render at once, eagerly, with high fetch priority. */
  priority?: boolean;
  fit?: (typeof styles.fits)[number];
  /**
   * Never taller than the screen: the box narrows until the whole image shows at once (a flyer, a
   * poster). Needs `width` and `height`.
   */
  fitScreen?: boolean;
  /** Set `false` when a png/jpg has no `.webp` twin beside it. */
  webp?: boolean;
  sizes?: string;
  /** Class for the reserved box, for placing it in a layout. */
  className?: string;
};

/** An image that holds its space with a pulsing placeholder until it is about to scroll into view (spec §2.3). */
export function LazyImage({
  src,
  alt,
  width,
  height,
  aspectRatio,
  priority = false,
  fit,
  fitScreen = false,
  webp = true,
  sizes,
  className,
}: LazyImageProps) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(boxRef, priority);

  const boxStyle = assignInlineVars({
    [styles.aspectRatio]: width !== undefined ? `${width} / ${height}` : String(aspectRatio),
    [styles.maxWidth]: maxWidthOf(width, height, fitScreen),
  });
  const picture = {
    src,
    webpSrc: webp ? webpVariant(src) : undefined,
    alt,
    width,
    height,
    sizes,
    className: styles.image({ fit }),
  };

  return (
    <span ref={boxRef} className={cx(styles.box, className)} style={boxStyle}>
      {near ? (
        <Picture {...picture} loading={priority ? "eager" : undefined} fetchPriority={priority ? "high" : undefined} />
      ) : (
        <>
          <span
            className={styles.placeholder}
            role={alt ? "img" : undefined}
            aria-label={alt || undefined}
            aria-busy={alt ? true : undefined}
            aria-hidden={alt ? undefined : true}
          />
          {/* The prerendered page has no observer: crawlers and no-JS visitors get the real image. */}
          <noscript>
            <Picture {...picture} loading="lazy" />
          </noscript>
        </>
      )}
    </span>
  );
}

/** The box's widest: the image's own width, or less where that would make it taller than the screen. */
function maxWidthOf(width: number | undefined, height: number | undefined, fitScreen: boolean): string {
  if (width === undefined || height === undefined) return "none";
  // svh, the height with the browser's bars showing, so the image never hides behind them.
  return fitScreen ? `min(${width}px, calc(100svh * ${width} / ${height}))` : `${width}px`;
}

interface PictureProps {
  src: string;
  webpSrc: string | undefined;
  alt: string;
  width: number | undefined;
  height: number | undefined;
  sizes: string | undefined;
  className: string;
  loading?: "eager" | "lazy";
  fetchPriority?: "high";
}

function Picture({ src, webpSrc, ...img }: PictureProps) {
  const element = <img src={src} decoding="async" {...img} />;
  if (!webpSrc) return element;
  return (
    <picture>
      <source type="image/webp" srcSet={webpSrc} sizes={img.sizes} />
      {element}
    </picture>
  );
}
