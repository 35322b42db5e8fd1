import { vars } from "../../../packages/ui/src/theme/contract.css";
import { lineHeight } from "../../../packages/ui/src/theme/tokens";
import { entriesOf } from "./cssVariable";
import { FoundationPanel } from "./FoundationPanel";
import { TokenTable } from "./TokenTable";
import { TokenValue, VariableName } from "./VariableName";

// Long enough to wrap in the sample column, so the line spacing shows.
const sample = "We map where AI saves your team time, then build the automations and stay with you while they run.";

/** Every line height, with a wrapped paragraph set in it. */
export function LineHeights() {
  return (
    <FoundationPanel>
      <TokenTable
        caption="Line heights"
        columns={["CSS variable", "Value", "Sample"]}
        rows={entriesOf(lineHeight).map(([name, value]) => ({
          name,
          cells: [
            <VariableName reference={vars.lineHeight[name]} />,
            <TokenValue>{value}</TokenValue>,
            <p style={{ margin: 0, maxWidth: "22rem", lineHeight: vars.lineHeight[name] }}>{sample}</p>,
          ],
        }))}
      />
    </FoundationPanel>
  );
}
