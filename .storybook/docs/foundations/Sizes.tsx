import { vars } from "../../../packages/ui/src/theme/contract.css";
import { size } from "../../../packages/ui/src/theme/tokens";
import { entriesOf } from "./cssVariable";
import { FoundationPanel } from "./FoundationPanel";
import { TokenTable } from "./TokenTable";
import { describeLength } from "./units";
import { TokenValue, VariableName } from "./VariableName";

/** The layout widths and heights components share. */
export function Sizes() {
  return (
    <FoundationPanel>
      <TokenTable
        caption="Layout sizes"
        columns={["CSS variable", "Value", "At the default 16px"]}
        rows={entriesOf(size).map(([name, value]) => ({
          name,
          cells: [
            <VariableName reference={vars.size[name]} />,
            <TokenValue>{value}</TokenValue>,
            describeLength(value),
          ],
        }))}
      />
    </FoundationPanel>
  );
}
