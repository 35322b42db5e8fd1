import { useState } from "react";
import { Button } from "../../../packages/ui/src/components/Button/Button";
import { vars } from "../../../packages/ui/src/theme/contract.css";
import { motion } from "../../../packages/ui/src/theme/tokens";
import { entriesOf } from "./cssVariable";
import { FoundationPanel } from "./FoundationPanel";
import * as styles from "./styles";
import { TokenTable } from "./TokenTable";
import { TokenValue, VariableName } from "./VariableName";

const isDuration = (value: string) => /^\d+(\.\d+)?m?s$/.test(value);

/**
 * The durations, each with a dot that crosses its track in that time on the theme's easing. The
 * dots move only when asked: nothing on the page animates by itself, and with reduced motion on,
 * the design system's global rule makes them jump, which is the point to see.
 */
export function MotionDurations() {
  const [moved, setMoved] = useState(false);
  const durations = entriesOf(motion).filter(([, value]) => isDuration(value));
  return (
    <FoundationPanel>
      <Button style={{ justifySelf: "start" }} onClick={() => setMoved((value) => !value)}>
        {moved ? "Send the dots back" : "Play the durations"}
      </Button>
      <TokenTable
        caption="Durations"
        columns={["CSS variable", "Value", "Movement"]}
        rows={durations.map(([name, value]) => ({
          name,
          cells: [
            <VariableName reference={vars.motion[name]} />,
            <TokenValue>{value}</TokenValue>,
            <span style={styles.track} aria-hidden="true">
              <span
                style={{
                  ...styles.dot,
                  left: moved ? `calc(100% - ${vars.space.md})` : 0,
                  transition: `left ${vars.motion[name]} ${vars.motion.easing}`,
                }}
              />
            </span>,
          ],
        }))}
      />
    </FoundationPanel>
  );
}
