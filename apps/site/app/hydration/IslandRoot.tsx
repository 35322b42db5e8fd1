import { useEffect, type ReactNode } from "react";

/** Props of `IslandRoot`. */
export interface IslandRootProps {
  /** Called once the island has hydrated (its effects have run). */
  onAwake?: () => void;
  children?: ReactNode;
}

/**
 * The top of every island's tree, on the server and in the browser alike, so both render the same
 * tree and `useId` agrees. In the browser it says when hydration is done: effects run after it,
 * children's before this one's, so by then every field has taken what was typed before it woke.
 */
export function IslandRoot({ onAwake, children }: IslandRootProps) {
  useEffect(() => onAwake?.(), [onAwake]);
  return children;
}
