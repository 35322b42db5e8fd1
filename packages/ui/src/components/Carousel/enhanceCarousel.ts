// Kept, not Embla: Embla alone is over the 5 KB budget of a plain-DOM island (budgets.json) before any
// glue (figures: docs/performance.md#hand-written-modules).
import { answerPress } from "../../utils/answerPress.js";
import { LAZY_IMAGE_ATTRIBUTE, showLazyImage } from "../LazyImage/observeLazyImage.js";
import { swipeStep } from "./swipeStep.js";
import { wrapIndex } from "./wrapIndex.js";

/** Default time each slide shows while rotating, in ms. */
export const CAROUSEL_ROTATION_INTERVAL = 5000;

/** On a carousel's root: what it is. Its parts carry the attributes below, so no class name is needed. */
export const CAROUSEL_ATTRIBUTE = "data-carousel";
/** On the element holding the slides, which moves. */
export const CAROUSEL_TRACK_ATTRIBUTE = "data-carousel-track";
/** On a step button: -1 (previous) or 1 (next). */
export const CAROUSEL_STEP_ATTRIBUTE = "data-carousel-step";
/** On a dot: the index of the slide it goes to. */
export const CAROUSEL_DOT_ATTRIBUTE = "data-carousel-dot";
/** On the pause/play button of a carousel that rotates: the time per slide in ms. */
export const CAROUSEL_ROTATION_ATTRIBUTE = "data-carousel-rotation";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The carousel's behaviour in plain DOM, on the markup `Carousel` renders (its prerendered HTML
 * included), so a step answers with a few attribute changes and no framework: the arrows, the dots,
 * the arrow keys while focus is inside, a sideways swipe of more than 10 px, and the rotation of a
 * carousel that has a pause/play button, which holds while the pointer or focus is inside, and
 * starts paused for visitors who prefer reduced motion. Moving to a slide marks it current for
 * assistive technology (the others hidden and inert) and, unless it rotates by itself, announces
 * it. The slides either side of the current one get their lazy images at once, so a step shows its
 * picture rather than the pulsing stand-in while it loads. Returns what undoes the wiring.
 */
export function enhanceCarousel(root: HTMLElement): () => void {
  const track = root.querySelector<HTMLElement>(`[${CAROUSEL_TRACK_ATTRIBUTE}]`);
  if (!track) return () => {};
  const wiring = new AbortController();
  const on = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
    capture = false,
  ) => target.addEventListener(type, listener, { signal: wiring.signal, capture });
  const slides = () => [...track.children] as HTMLElement[];
  const dots = () => [...root.querySelectorAll<HTMLElement>(`[${CAROUSEL_DOT_ATTRIBUTE}]`)];
  let index = Math.max(
    0,
    slides().findIndex((slide) => !slide.hasAttribute("aria-hidden")),
  );
  let drag: { x: number; y: number; pointerId: number; moving: boolean } | null = null;
  let swallowClick = false;

  const moveTrack = (offsetPx = 0) => {
    track.style.transform = `translateX(calc(${-100 * index}% + ${offsetPx}px))`;
  };
  const show = (next: number) => {
    index = wrapIndex(next, slides().length);
    moveTrack();
    slides().forEach((slide, i) => {
      slide.toggleAttribute("inert", i !== index);
      if (i === index) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
    });
    dots().forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    rotation.restart();
    // After the frame that shows the step: setting an image's source took 4 ms at 4× CPU.
    requestAnimationFrame(() => setTimeout(loadNeighbours));
  };
  const step = (by: number) => show(index + by);
  // Off to the side inside a clipped viewport, a neighbour never reaches observeLazyImage's margin.
  const loadNeighbours = () => {
    if (wiring.signal.aborted) return;
    const all = slides();
    for (const by of [-1, 1])
      for (const box of all[wrapIndex(index + by, all.length)]?.querySelectorAll<HTMLElement>(
        `[${LAZY_IMAGE_ATTRIBUTE}]:not([${LAZY_IMAGE_ATTRIBUTE}="shown"])`,
      ) ?? [])
        showLazyImage(box);
  };
  const rotation = rotate(root, track, () => step(1), on);

  loadNeighbours();

  // A tap on an arrow or a dot answers as the finger lifts, not a frame later at the click (answerPress).
  answerPress(
    root,
    `[${CAROUSEL_STEP_ATTRIBUTE}], [${CAROUSEL_DOT_ATTRIBUTE}]`,
    (control) => {
      const by = control.getAttribute(CAROUSEL_STEP_ATTRIBUTE);
      if (by !== null) step(Number(by));
      else show(Number(control.getAttribute(CAROUSEL_DOT_ATTRIBUTE)));
    },
    wiring.signal,
  );
  on(root, "keydown", (event) => {
    if (event.defaultPrevented || isTextEntry(event.target)) return;
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    step(event.key === "ArrowLeft" ? -1 : 1);
  });

  // A sideways drag moves the track with the pointer; letting go steps when it went far enough.
  const viewport = track.parentElement ?? root;
  const finish = (event: PointerEvent, cancelled: boolean) => {
    const from = drag;
    if (!from || from.pointerId !== event.pointerId) return;
    drag = null;
    if (!from.moving) return;
    track.removeAttribute("data-dragging");
    moveTrack();
    swallowClick = true;
    const by = cancelled ? 0 : swipeStep(event.clientX - from.x, event.clientY - from.y);
    if (by !== 0) step(by);
  };
  on(viewport, "pointerdown", (event) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    drag = { x: event.clientX, y: event.clientY, pointerId: event.pointerId, moving: false };
    swallowClick = false;
  });
  on(viewport, "pointermove", (event) => {
    const from = drag;
    if (!from || from.pointerId !== event.pointerId) return;
    const deltaX = event.clientX - from.x;
    if (!from.moving) {
      // Until it would count as a swipe it is still a click (or a page scroll).
      if (swipeStep(deltaX, event.clientY - from.y) === 0) return;
      from.moving = true;
      track.setAttribute("data-dragging", "true");
      viewport.setPointerCapture(event.pointerId);
    }
    moveTrack(deltaX);
  });
  on(viewport, "pointerup", (event) => finish(event, false));
  on(viewport, "pointercancel", (event) => finish(event, true));
  // The click that ends a drag must not open a link in the slide.
  on(
    viewport,
    "click",
    (event) => {
      if (!swallowClick) return;
      swallowClick = false;
      event.preventDefault();
      event.stopPropagation();
    },
    true,
  );
  // The browser's own image or link drag would steal the gesture.
  on(viewport, "dragstart", (event) => event.preventDefault());

  return () => {
    wiring.abort();
    rotation.stop();
  };
}

/**
 * The rotation of a carousel whose pause/play button (`CAROUSEL_ROTATION_ATTRIBUTE`) says it has
 * one: `advance` every interval while playing and neither hovered nor focused, the live region off
 * meanwhile. The button's words and icon swap with its state (`data-play-label`,
 * `data-pause-label`, and its two icons: pause, then play, the one not shown `display: none`).
 */
function rotate(
  root: HTMLElement,
  track: HTMLElement,
  advance: () => void,
  on: <K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
  ) => void,
) {
  const button = root.querySelector<HTMLElement>(`[${CAROUSEL_ROTATION_ATTRIBUTE}]`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (!button) {
    track.setAttribute("aria-live", "polite");
    return { restart: () => {}, stop: () => {} };
  }
  const interval = Number(button.getAttribute(CAROUSEL_ROTATION_ATTRIBUTE));
  let playing = !matchMedia(REDUCED_MOTION).matches;
  let hovered = false;
  let focused = false;
  const rotating = () => playing && !hovered && !focused;
  const restart = () => {
    clearTimeout(timer);
    // Announce slides the visitor moves to, but stay quiet while it rotates by itself.
    track.setAttribute("aria-live", rotating() ? "off" : "polite");
    if (rotating()) timer = setTimeout(advance, interval);
  };
  const setPlaying = (next: boolean) => {
    playing = next;
    button.setAttribute("aria-label", button.getAttribute(next ? "data-pause-label" : "data-play-label") ?? "");
    const [pauseIcon, playIcon] = button.querySelectorAll("svg");
    showIcon(pauseIcon, next);
    showIcon(playIcon, !next);
    restart();
  };
  on(button, "click", () => setPlaying(!playing));
  const hold = (what: "hovered" | "focused", value: boolean) => {
    if (what === "hovered") hovered = value;
    else focused = value;
    restart();
  };
  on(root, "mouseenter", () => hold("hovered", true));
  on(root, "mouseleave", () => hold("hovered", false));
  on(root, "focusin", () => hold("focused", true));
  on(root, "focusout", (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) hold("focused", false);
  });
  setPlaying(playing);
  return { restart, stop: () => clearTimeout(timer) };
}

function showIcon(icon: SVGSVGElement | undefined, shown: boolean) {
  if (icon) icon.style.display = shown ? "" : "none";
}

function isTextEntry(target: EventTarget | null) {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}
