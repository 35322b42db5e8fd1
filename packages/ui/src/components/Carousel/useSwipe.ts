import { setElementVars } from "@vanilla-extract/dynamic";
import { useRef, useState, type MouseEvent, type PointerEvent, type RefObject } from "react";
import * as styles from "./Carousel.css.js";
import { swipeStep } from "./swipeStep.js";

interface Drag {
  x: number;
  y: number;
  pointerId: number;
  /** Past the threshold: the track follows the pointer. */
  moving: boolean;
}

/**
 * Pointer handlers for the carousel viewport: the track follows a sideways drag, and releasing it calls
 * `onSwipe` with the step `swipeStep` chose. A click that ends a drag is swallowed so links in slides don't fire.
 */
export function useSwipe(trackRef: RefObject<HTMLElement | null>, onSwipe: (step: -1 | 1) => void) {
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  const [dragging, setDragging] = useState(false);

  const setOffset = (px: number) => {
    if (trackRef.current) setElementVars(trackRef.current, { [styles.dragOffset]: `${px}px` });
  };

  const finish = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const from = drag.current;
    if (!from || from.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!from.moving) return;
    setDragging(false);
    setOffset(0);
    suppressClick.current = true;
    if (cancelled) return;
    const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
    if (step !== 0) onSwipe(step);
  };

  return {
    dragging,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.pointerType === "mouse" && event.button !== 0) return;
        drag.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId, moving: false };
        suppressClick.current = false;
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const from = drag.current;
        if (!from || from.pointerId !== event.pointerId) return;
        const deltaX = event.clientX - from.x;
        if (!from.moving) {
          // Until it would count as a swipe it is still a click (or a page scroll).
          if (swipeStep(deltaX, event.clientY - from.y) === 0) return;
          from.moving = true;
          setDragging(true);
          event.currentTarget.setPointerCapture(event.pointerId);
        }
        setOffset(deltaX);
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => finish(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => finish(event, true),
      onClickCapture(event: MouseEvent<HTMLElement>) {
        if (!suppressClick.current) return;
        suppressClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
      // The browser's own image/link drag would steal the gesture.
      onDragStart: (event: MouseEvent<HTMLElement>) => event.preventDefault(),
    },
  };
}
