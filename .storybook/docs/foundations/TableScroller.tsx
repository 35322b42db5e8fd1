import type { ReactNode } from "react";

/**
 * Lets a wide table scroll sideways on a phone instead of widening the page. Focusable and named
 * after the table, so keyboard users can scroll it too (what axe's scrollable-region rule asks).
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: "auto" }}>
      {children}
    </div>
  );
}
