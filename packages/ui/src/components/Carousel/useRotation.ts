import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from "react";

/** Default time each slide shows while rotating, in ms. */
export const CAROUSEL_ROTATION_INTERVAL = 5000;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

const subscribeToReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
// On the server, and while hydrating, no one prefers it, so the prerendered markup never depends on
// the visitor's settings; React reads the real answer right after.
const serverPrefersReducedMotion = () => false;

/**
 * Auto-rotation state: `playing` is the visitor's choice (the pause/play button) once they have made one,
 * until then `autoPlay`, except for visitors who prefer reduced motion, who start paused (and may still press
 * Play). Rotation also holds while the pointer is over the carousel or focus is inside it.
 * `resetKey` restarts the countdown, so a slide chosen by hand gets its full time.
 */
export function useRotation(autoPlay: boolean, interval: number, onTick: () => void, resetKey: unknown) {
  const reduced = useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, serverPrefersReducedMotion);
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? (autoPlay && !reduced);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = playing && !hovered && !focused;

  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  });

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => tick.current(), interval);
    return () => clearTimeout(timer);
  }, [rotating, interval, resetKey]);

  return {
    playing,
    rotating,
    togglePlaying: () => setChoice(!playing),
    // A carousel that never rotates has nothing to pause: a tap's hover and focus re-render nothing.
    pauseHandlers: autoPlay
      ? {
          onMouseEnter: () => setHovered(true),
          onMouseLeave: () => setHovered(false),
          onFocus: () => setFocused(true),
          onBlur: (event: FocusEvent<HTMLElement>) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
          },
        }
      : {},
  };
}
