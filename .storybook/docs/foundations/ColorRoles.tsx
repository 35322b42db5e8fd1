import { vars } from "../../../packages/ui/src/theme/contract.css";
import { colorRoleUses } from "./colorRoleUses";
import { FoundationPanel } from "./FoundationPanel";
import { colorRoles } from "./themes";
import { TokenTable } from "./TokenTable";
import { VariableName } from "./VariableName";

/** Every colour role with its custom property and what it is for. */
export function ColorRoles() {
  return (
    <FoundationPanel>
      <TokenTable
        caption="Colour roles"
        rowHeader="Role"
        columns={["CSS variable", "Use it for"]}
        rows={colorRoles.map((role) => ({
          name: role,
          cells: [<VariableName reference={vars.color[role]} />, colorRoleUses[role]],
        }))}
      />
    </FoundationPanel>
  );
}
