import { vars } from "../../../packages/ui/src/theme/contract.css";
import { parseColor } from "./contrast";
import { cssVariableName } from "./cssVariable";
import * as styles from "./styles";
import { colorRoles, type Theme } from "./themes";
import { TokenValue } from "./VariableName";

/** The colour as one gradient layer over the page background, so a see-through role shows as it would on the page. */
const swatchFill = (color: string) => `linear-gradient(${color}, ${color}), ${vars.color.background}`;

/**
 * One swatch per colour role. The swatch paints the custom property (so it shows what the CSS really
 * resolves to inside a ThemeScope); the text gives the role, the property and the token value.
 */
export function ColorSwatches({ theme }: { theme: Theme }) {
  return (
    <ul style={styles.swatchGrid} aria-label={`${theme.label} theme colours`}>
      {colorRoles.map((role) => {
        const value = theme.colors[role];
        const translucent = parseColor(value).a < 1;
        return (
          <li key={role} style={styles.swatch}>
            <div style={{ ...styles.swatchColor, background: swatchFill(vars.color[role]) }} aria-hidden="true" />
            <div style={styles.swatchText}>
              <span style={styles.swatchName}>{role}</span>
              {/* Not VariableName: in a narrow card the name has to wrap. */}
              <code style={styles.code}>{cssVariableName(vars.color[role])}</code>
              <TokenValue>{value}</TokenValue>
              {translucent && <span style={styles.note}>See-through: shown over the page background.</span>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
