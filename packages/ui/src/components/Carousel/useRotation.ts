import { useEffect, useRef, useState, type FocusEvent } from "react";

/** Default time each slide shows while rotating, in ms. */
export const CAROUSEL_ROTATION_INTERVAL = 5000;

/**
 * Auto-rotation state: `playing` is the visitor's choice (the pause/play button), and rotation also holds
 * while the pointer is over the carousel or focus is inside it. Visitors who prefer reduced motion start paused.
 * `resetKey` restarts the countdown, so a slide chosen by hand gets its full time.
 */
export function useRotation(autoPlay: boolean, interval: number, onTick: () => void, resetKey: unknown) {
  const [playing, setPlaying] = useState(autoPlay);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = playing && !hovered && !focused;

  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  });

  // Read after hydration so the prerendered markup never depends on the visitor's settings.
  // Paused once, as a starting point: the visitor may still press Play.
  useEffect(() => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- jsdom has no matchMedia
    if (!autoPlay || !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPlaying(false);
  }, [autoPlay]);

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => tick.current(), interval);
    return () => clearTimeout(timer);
  }, [rotating, interval, resetKey]);

  return {
    playing,
    rotating,
    togglePlaying: () => setPlaying((value) => !value),
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
