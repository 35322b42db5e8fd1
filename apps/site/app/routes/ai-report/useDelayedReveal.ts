import { useEffect, useState } from "react";

/**
 * False on the server and on the first client render (so hydration matches the prerendered page),
 * then true once `delayMs` has passed after hydration.
 */
export function useDelayedReveal(delayMs: number): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setRevealed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return revealed;
}
