import { vars } from "../../../packages/ui/src/theme/contract.css";
import { shadows } from "../../../packages/ui/src/theme/tokens";
import { entriesOf } from "./cssVariable";
import { FoundationPanel } from "./FoundationPanel";
import * as styles from "./styles";
import { ThemeScope } from "./ThemeScope";
import { themes } from "./themes";
import { TokenTable } from "./TokenTable";
import { TokenValue, VariableName } from "./VariableName";

/** The shadows differ by theme (dark ones are deeper, to show on a dark page), so both are drawn side by side. */
export function Shadows() {
  return (
    <>
      {themes.map((theme) => (
        <ThemeScope key={theme.name} theme={theme}>
          <h3 style={styles.heading}>{theme.label} theme</h3>
          <ul style={styles.shadowRow} aria-label={`${theme.label} theme shadows`}>
            {entriesOf(theme.shadows).map(([name]) => (
              <li key={name} style={{ ...styles.shadowSample, boxShadow: vars.shadow[name] }}>
                <code style={styles.code}>{name}</code>
              </li>
            ))}
          </ul>
        </ThemeScope>
      ))}
      <FoundationPanel>
        <TokenTable
          caption="Shadow values"
          columns={["CSS variable", ...themes.map((theme) => theme.label)]}
          rows={entriesOf(shadows.light).map(([name]) => ({
            name,
            cells: [
              <VariableName reference={vars.shadow[name]} />,
              ...themes.map((theme) => <TokenValue key={theme.name}>{theme.shadows[name]}</TokenValue>),
            ],
          }))}
        />
      </FoundationPanel>
    </>
  );
}
