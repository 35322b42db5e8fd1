import { vars } from "../../../packages/ui/src/theme/contract.css";
import { fontWeight } from "../../../packages/ui/src/theme/tokens";
import { entriesOf } from "./cssVariable";
import { FoundationPanel } from "./FoundationPanel";
import { TokenTable } from "./TokenTable";
import { TokenValue, VariableName } from "./VariableName";

/** Every font weight, with a sample set in it. */
export function FontWeights() {
  return (
    <FoundationPanel>
      <TokenTable
        caption="Font weights"
        columns={["CSS variable", "Value", "Sample"]}
        rows={entriesOf(fontWeight).map(([name, value]) => ({
          name,
          cells: [
            <VariableName reference={vars.fontWeight[name]} />,
            <TokenValue>{value}</TokenValue>,
            <span style={{ fontWeight: vars.fontWeight[name], fontSize: vars.fontSize.lg }}>
              Book a discovery call
            </span>,
          ],
        }))}
      />
    </FoundationPanel>
  );
}
