import { vars } from "../../../packages/ui/src/theme/contract.css";
import { radii } from "../../../packages/ui/src/theme/tokens";
import { entriesOf } from "./cssVariable";
import { FoundationPanel } from "./FoundationPanel";
import * as styles from "./styles";
import { TokenTable } from "./TokenTable";
import { describeGridUnits, lengthInPx } from "./units";
import { TokenValue, VariableName } from "./VariableName";

// `full` is a huge radius that turns any box into a pill or a circle; grid units say nothing about it.
const pill = 9999;

/** Every corner radius on a sample box. */
export function Radii() {
  return (
    <FoundationPanel>
      <TokenTable
        caption="Corner radii"
        columns={["CSS variable", "Value", "Grid units", "Sample"]}
        rows={entriesOf(radii).map(([name, value]) => {
          const px = lengthInPx(value);
          return {
            name,
            cells: [
              <VariableName reference={vars.radii[name]} />,
              <TokenValue>{value}</TokenValue>,
              px === undefined || px >= pill ? "pill or circle" : describeGridUnits(px),
              <span style={{ ...styles.radiusSample, borderRadius: vars.radii[name] }} aria-hidden="true" />,
            ],
          };
        })}
      />
    </FoundationPanel>
  );
}
