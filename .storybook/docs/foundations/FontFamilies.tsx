import { vars } from "../../../packages/ui/src/theme/contract.css";
import { fontFamily } from "../../../packages/ui/src/theme/tokens";
import { entriesOf } from "./cssVariable";
import { FoundationPanel } from "./FoundationPanel";
import { TokenTable } from "./TokenTable";
import { TokenValue, VariableName } from "./VariableName";

/** Both font stacks, each with a sample in whichever font of the stack this device has. */
export function FontFamilies() {
  return (
    <FoundationPanel>
      <TokenTable
        caption="Font stacks"
        columns={["CSS variable", "Stack", "Sample on this device"]}
        rows={entriesOf(fontFamily).map(([name, value]) => ({
          name,
          cells: [
            <VariableName reference={vars.fontFamily[name]} />,
            <TokenValue>{value}</TokenValue>,
            <span style={{ fontFamily: vars.fontFamily[name], fontSize: vars.fontSize.lg }}>Hours saved: 1,280</span>,
          ],
        }))}
      />
    </FoundationPanel>
  );
}
