import { useEffect, useRef } from "react";
import { CURRENT_YEAR_ATTRIBUTE, updateCurrentYear } from "./updateCurrentYear.js";

/** Props of `CurrentYear`. */
export interface CurrentYearProps {
  /** Text holding the year, e.g. "© 2026 Grand River AI", built from `year`. */
  children: string;
  /** The year `children` holds. */
  year: number;
}

/**
 * Text with the current year in it, such as a copyright line. Rendered (or prerendered) with one
 * year, it shows the visitor's once it runs in the browser (`updateCurrentYear`, plain DOM).
 */
export function CurrentYear({ children, year }: CurrentYearProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (ref.current) updateCurrentYear(ref.current);
  }, [children, year]);
  return (
    <span ref={ref} {...{ [CURRENT_YEAR_ATTRIBUTE]: year }}>
      {children}
    </span>
  );
}
