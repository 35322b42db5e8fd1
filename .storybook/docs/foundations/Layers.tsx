import { vars } from "../../../packages/ui/src/theme/contract.css";
import { zIndex } from "../../../packages/ui/src/theme/tokens";
import { entriesOf } from "./cssVariable";
import { FoundationPanel } from "./FoundationPanel";
import { TokenTable } from "./TokenTable";
import { TokenValue, VariableName } from "./VariableName";

/** The z-index layers, top of the stack first, so the table reads in the order things cover each other. */
export function Layers() {
  const topFirst = entriesOf(zIndex).sort(([, a], [, b]) => Number(b) - Number(a));
  return (
    <FoundationPanel>
      <TokenTable
        caption="Stacking layers, topmost first"
        columns={["CSS variable", "z-index"]}
        rows={topFirst.map(([name, value]) => ({
          name,
          cells: [<VariableName reference={vars.zIndex[name]} />, <TokenValue>{value}</TokenValue>],
        }))}
      />
    </FoundationPanel>
  );
}
