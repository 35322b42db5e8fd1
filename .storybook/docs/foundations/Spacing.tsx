import { vars } from "../../../packages/ui/src/theme/contract.css";
import { space } from "../../../packages/ui/src/theme/tokens";
import { entriesOf } from "./cssVariable";
import { FoundationPanel } from "./FoundationPanel";
import * as styles from "./styles";
import { TokenTable } from "./TokenTable";
import { describeGridUnits, lengthInPx } from "./units";
import { TokenValue, VariableName } from "./VariableName";

/** Every space token as a bar of its own length, with its size in pixels and in grid units. */
export function Spacing() {
  return (
    <FoundationPanel>
      <TokenTable
        caption="Space scale"
        columns={["CSS variable", "Value", "Grid units", "Length"]}
        rows={entriesOf(space).map(([name, value]) => {
          const px = lengthInPx(value);
          return {
            name,
            cells: [
              <VariableName reference={vars.space[name]} />,
              <TokenValue>{value === "0" ? "0px" : value}</TokenValue>,
              px === undefined ? "not a fixed length" : describeGridUnits(px),
              <span style={{ ...styles.bar, width: vars.space[name] }} aria-hidden="true" />,
            ],
          };
        })}
      />
    </FoundationPanel>
  );
}
