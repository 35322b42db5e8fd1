// Kept, not Embla: its behaviour is enhanceCarousel.ts, which says why (figures: docs/performance.md#hand-written-modules).
import { Children, useEffect, useId, useMemo, useRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import * as styles from "./Carousel.css.js";
import {
  CAROUSEL_ATTRIBUTE,
  CAROUSEL_DOT_ATTRIBUTE,
  CAROUSEL_ROTATION_ATTRIBUTE,
  CAROUSEL_ROTATION_INTERVAL,
  CAROUSEL_STEP_ATTRIBUTE,
  CAROUSEL_TRACK_ATTRIBUTE,
  enhanceCarousel,
} from "./enhanceCarousel.js";
import { fillIn } from "../../messages/fillIn.js";
import { cx } from "../../utils/cx.js";
import { carouselMessages, type CarouselMessages } from "./carouselMessages.js";

export { carouselMessages, type CarouselMessages };

/** Props of `Carousel`; each child is one slide. */
export interface CarouselProps extends Omit<ComponentPropsWithoutRef<"section">, "children" | "aria-label"> {
  /** Names the carousel for assistive technology, e.g. "Report preview". */
  label: string;
  children: ReactNode;
  /** Rotate through the slides on a timer; a visible button pauses it. */
  autoPlay?: boolean;
  /** Time per slide while rotating, in ms. */
  interval?: number;
  /** Its words in another language or wording; any left out stay as `carouselMessages` has them. */
  messages?: Partial<CarouselMessages>;
}

/**
 * A looping slide show on the WAI-ARIA carousel pattern: previous/next buttons, a slide picker, arrow keys,
 * 10 px-threshold swipe, and optional auto-rotation. Every slide is in the prerendered HTML; slide 1 shows without JS.
 *
 * **Use** for a few related images a visitor can browse, such as report previews. **Not** for
 * content everyone must see: only the first slide is seen by most visitors.
 */
export function Carousel({
  label,
  children,
  autoPlay = false,
  interval = CAROUSEL_ROTATION_INTERVAL,
  messages,
  className,
  ...props
}: CarouselProps) {
  const words = { ...carouselMessages, ...messages };
  // The same slide elements from render to render, so a parent's render renders none of them again.
  const slides = useMemo(() => Children.toArray(children), [children]);
  const count = slides.length;
  const rotates = autoPlay && count > 1;
  const rootRef = useRef<HTMLElement>(null);
  const trackId = useId();
  // Moving between slides is plain DOM (enhanceCarousel), as on a prerendered page with no React:
  // a step changes a few attributes and renders nothing. React renders slide 1 current, always.
  useEffect(() => (rootRef.current ? enhanceCarousel(rootRef.current) : undefined), [count, rotates, interval]);

  return (
    <section
      {...props}
      ref={rootRef}
      {...{ [CAROUSEL_ATTRIBUTE]: "" }}
      aria-roledescription={words.roleDescription}
      aria-label={label}
      className={cx(styles.root, className)}
    >
      {/* First in the tab order inside the carousel (WAI-ARIA), so keyboard users can stop it before anything else. */}
      {rotates && (
        <button
          type="button"
          className={styles.rotationButton}
          aria-label={words.pause}
          data-pause-label={words.pause}
          data-play-label={words.play}
          {...{ [CAROUSEL_ROTATION_ATTRIBUTE]: String(interval) }}
        >
          <PauseIcon />
          <PlayIcon hidden />
        </button>
      )}
      <div className={styles.viewport}>
        <div
          id={trackId}
          className={styles.track}
          {...{ [CAROUSEL_TRACK_ATTRIBUTE]: "" }}
          // Announce slides the visitor moves to, but stay quiet while it rotates by itself.
          aria-live={rotates ? "off" : "polite"}
        >
          {slides.map((slide, slideIndex) => {
            const current = slideIndex === 0;
            return (
              <div
                key={slideIndex}
                role="group"
                aria-roledescription={words.slideRoleDescription}
                aria-label={fillIn(words.slideLabel, { slide: slideIndex + 1, count })}
                className={styles.slide}
                aria-hidden={current ? undefined : true}
                inert={!current}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>

      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={words.previous}
            aria-controls={trackId}
            {...{ [CAROUSEL_STEP_ATTRIBUTE]: "-1" }}
          >
            <Chevron direction="left" />
          </button>
          <ul className={styles.dots} aria-label={words.chooseSlide}>
            {slides.map((_, slideIndex) => (
              <li key={slideIndex}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={fillIn(words.goToSlide, { slide: slideIndex + 1 })}
                  aria-current={slideIndex === 0 ? true : undefined}
                  aria-controls={trackId}
                  {...{ [CAROUSEL_DOT_ATTRIBUTE]: String(slideIndex) }}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={words.next}
            aria-controls={trackId}
            {...{ [CAROUSEL_STEP_ATTRIBUTE]: "1" }}
          >
            <Chevron direction="right" />
          </button>
        </div>
      )}
    </section>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M12.5 4.5L7 10l5.5 5.5" : "M7.5 4.5L13 10l-5.5 5.5"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect x="5" y="4" width="3.5" height="12" rx="1" fill="currentColor" />
      <rect x="11.5" y="4" width="3.5" height="12" rx="1" fill="currentColor" />
    </svg>
  );
}

function PlayIcon({ hidden }: { hidden?: boolean }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      style={hidden ? { display: "none" } : undefined}
    >
      <path d="M6 4.5v11a.5.5 0 0 0 .77.42l8.5-5.5a.5.5 0 0 0 0-.84l-8.5-5.5A.5.5 0 0 0 6 4.5z" fill="currentColor" />
    </svg>
  );
}
