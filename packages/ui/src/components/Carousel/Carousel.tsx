import { assignInlineVars } from "@vanilla-extract/dynamic";
import {
  Children,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import * as styles from "./Carousel.css.js";
import { CAROUSEL_ROTATION_INTERVAL, useRotation } from "./useRotation.js";
import { useSwipe } from "./useSwipe.js";
import { wrapIndex } from "./wrapIndex.js";
import { fillIn } from "../../messages/fillIn.js";
import { cx } from "../../utils/cx.js";

/** Every word the carousel says to assistive technology; `{slide}` and `{count}` are filled in. */
export interface CarouselMessages {
  /** What a screen reader calls the whole widget, in place of "region". */
  roleDescription: string;
  /** What it calls each slide, in place of "group". */
  slideRoleDescription: string;
  /** Each slide's name: "{slide} of {count}". */
  slideLabel: string;
  previous: string;
  next: string;
  /** Names the row of dots. */
  chooseSlide: string;
  /** Each dot's name: "Go to slide {slide}". */
  goToSlide: string;
  play: string;
  pause: string;
}

/** The carousel's English words, the default for `messages`. */
export const carouselMessages: CarouselMessages = {
  roleDescription: "carousel",
  slideRoleDescription: "slide",
  slideLabel: "{slide} of {count}",
  previous: "Previous slide",
  next: "Next slide",
  chooseSlide: "Choose a slide",
  goToSlide: "Go to slide {slide}",
  play: "Play slide show",
  pause: "Pause slide show",
};

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
  onKeyDown,
  ...props
}: CarouselProps) {
  const words = { ...carouselMessages, ...messages };
  // The same slide elements from render to render, so moving between slides renders none of them again.
  const slides = useMemo(() => Children.toArray(children), [children]);
  const count = slides.length;
  const [chosen, setIndex] = useState(0);
  // Folded again on render in case the slides were removed from under the chosen one.
  const index = wrapIndex(chosen, count);
  const trackRef = useRef<HTMLDivElement>(null);
  const trackId = useId();

  const goTo = (next: number) => setIndex(wrapIndex(next, count));
  const step = (by: -1 | 1) => setIndex((current) => wrapIndex(current + by, count));

  const rotation = useRotation(autoPlay && count > 1, interval, () => step(1), index);
  const swipe = useSwipe(trackRef, step);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || isTextEntry(event.target)) return;
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      step(event.key === "ArrowLeft" ? -1 : 1);
    }
  };

  return (
    // Arrow keys pressed on the carousel's own buttons bubble here; the section is not focusable.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      {...props}
      aria-roledescription={words.roleDescription}
      aria-label={label}
      className={cx(styles.root, className)}
      onKeyDown={handleKeyDown}
      {...rotation.pauseHandlers}
    >
      {/* First in the tab order inside the carousel (WAI-ARIA), so keyboard users can stop it before anything else. */}
      {autoPlay && count > 1 && (
        <button
          type="button"
          className={styles.rotationButton}
          aria-label={rotation.playing ? words.pause : words.play}
          onClick={rotation.togglePlaying}
        >
          {rotation.playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      )}
      <div className={styles.viewport} {...swipe.handlers}>
        <div
          ref={trackRef}
          id={trackId}
          className={styles.track}
          style={assignInlineVars({ [styles.slideIndex]: String(index) })}
          data-dragging={swipe.dragging}
          // Announce slides the visitor moves to, but stay quiet while it rotates by itself.
          aria-live={rotation.rotating ? "off" : "polite"}
        >
          {slides.map((slide, slideIndex) => {
            const current = slideIndex === index;
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
            onClick={() => step(-1)}
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
                  aria-current={slideIndex === index ? true : undefined}
                  aria-controls={trackId}
                  onClick={() => goTo(slideIndex)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={words.next}
            aria-controls={trackId}
            onClick={() => step(1)}
          >
            <Chevron direction="right" />
          </button>
        </div>
      )}
    </section>
  );
}

function isTextEntry(target: EventTarget) {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
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

function PlayIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M6 4.5v11a.5.5 0 0 0 .77.42l8.5-5.5a.5.5 0 0 0 0-.84l-8.5-5.5A.5.5 0 0 0 6 4.5z" fill="currentColor" />
    </svg>
  );
}
