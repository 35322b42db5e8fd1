import type { CSSProperties, ReactNode } from "react";
import * as styles from "./styles";

interface FoundationPanelProps {
  children: ReactNode;
  style?: CSSProperties;
}

/**
 * The root of every Foundations component. `sb-unstyled` keeps Storybook's docs typography off the
 * samples, so what the page shows is the design system's own styling.
 */
export function FoundationPanel({ children, style }: FoundationPanelProps) {
  return (
    <div className="sb-unstyled" style={{ ...styles.panel, ...style }}>
      {children}
    </div>
  );
}
