import { contrastGroups, rolesWithoutRatios } from "./colorPairs";
import { ContrastTable } from "./ContrastTable";
import { FoundationPanel } from "./FoundationPanel";
import * as styles from "./styles";
import { ThemeScope } from "./ThemeScope";
import { themes } from "./themes";

/** The contrast of every pair components put together, computed from the tokens, for each theme. */
export function ContrastTables() {
  return (
    <>
      {themes.map((theme) => (
        <ThemeScope key={theme.name} theme={theme}>
          <h3 style={styles.heading}>{theme.label} theme</h3>
          {contrastGroups.map((group) => (
            <ContrastTable key={group.title} theme={theme} group={group} />
          ))}
        </ThemeScope>
      ))}
      <FoundationPanel>
        <h3 style={styles.heading}>Roles with no ratio</h3>
        <ul style={styles.list}>
          {rolesWithoutRatios.map(({ role, reason }) => (
            <li key={role}>
              <code style={styles.code}>{role}</code>: {reason}
            </li>
          ))}
        </ul>
      </FoundationPanel>
    </>
  );
}
