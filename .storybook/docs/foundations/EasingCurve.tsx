import { vars } from "../../../packages/ui/src/theme/contract.css";
import { motion } from "../../../packages/ui/src/theme/tokens";
import { FoundationPanel } from "./FoundationPanel";
import * as styles from "./styles";
import { TokenValue, VariableName } from "./VariableName";

/** The four control numbers of a `cubic-bezier()`, or undefined for a keyword such as `ease`. */
function bezierPoints(easing: string): [number, number, number, number] | undefined {
  const numbers = /^cubic-bezier\(([^)]*)\)$/.exec(easing)?.[1]?.split(",").map(Number);
  if (!numbers || numbers.length !== 4 || numbers.some(Number.isNaN)) return undefined;
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = numbers;
  return [x1, y1, x2, y2];
}

/** The theme's easing, drawn as progress (up) over time (across). */
export function EasingCurve() {
  const points = bezierPoints(motion.easing);
  return (
    <FoundationPanel>
      <p style={{ margin: 0 }}>
        <VariableName reference={vars.motion.easing} />: <TokenValue>{motion.easing}</TokenValue>
      </p>
      {points && (
        <svg
          style={styles.curve}
          viewBox="0 0 100 100"
          role="img"
          aria-label={`Graph of ${motion.easing}: progress against time`}
        >
          {/* SVG's y runs down; progress runs up. */}
          <path d="M0 100 H100 M0 100 V0" fill="none" stroke={vars.color.borderStrong} strokeWidth="1" />
          <path
            d={`M0 100 C${points[0] * 100} ${100 - points[1] * 100} ${points[2] * 100} ${100 - points[3] * 100} 100 0`}
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          />
        </svg>
      )}
    </FoundationPanel>
  );
}
