/** Spec §9: a pointer must travel more than this many pixels sideways before it counts as a drag, not a click. */
export const CAROUSEL_DRAG_THRESHOLD = 10;

/**
 * The slide step a finished drag asks for: +1 (next) after a leftward swipe, -1 (previous) after a rightward one,
 * 0 when it stayed within the threshold or moved more vertically (a page scroll) than sideways.
 */
export function swipeStep(deltaX: number, deltaY: number): -1 | 0 | 1 {
  if (Math.abs(deltaX) <= CAROUSEL_DRAG_THRESHOLD) return 0;
  if (Math.abs(deltaX) <= Math.abs(deltaY)) return 0;
  return deltaX < 0 ? 1 : -1;
}
