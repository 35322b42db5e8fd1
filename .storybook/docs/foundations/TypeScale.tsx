import { vars } from "../../../packages/ui/src/theme/contract.css";
import { fontSize } from "../../../packages/ui/src/theme/tokens";
import { entriesOf } from "./cssVariable";
import { FoundationPanel } from "./FoundationPanel";
import { TokenTable } from "./TokenTable";
import { describeLength } from "./units";
import { TokenValue, VariableName } from "./VariableName";

const sample = "Automate the busywork";

/** Every font size, smallest first, each sample set at its own size. */
export function TypeScale() {
  return (
    <FoundationPanel>
      <TokenTable
        caption="Font sizes"
        columns={["CSS variable", "Value", "At the default 16px", "Sample"]}
        rows={entriesOf(fontSize).map(([name, value]) => ({
          name,
          cells: [
            <VariableName reference={vars.fontSize[name]} />,
            <TokenValue>{value}</TokenValue>,
            describeLength(value),
            <span style={{ fontSize: vars.fontSize[name], lineHeight: vars.lineHeight.tight }}>{sample}</span>,
          ],
        }))}
      />
    </FoundationPanel>
  );
}
