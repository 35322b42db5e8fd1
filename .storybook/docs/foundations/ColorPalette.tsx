import { ColorSwatches } from "./ColorSwatches";
import * as styles from "./styles";
import { ThemeScope } from "./ThemeScope";
import { themes } from "./themes";

/** Every colour role in both themes, each theme on its own background whatever the page's theme is. */
export function ColorPalette() {
  return (
    <>
      {themes.map((theme) => (
        <ThemeScope key={theme.name} theme={theme}>
          <h3 style={styles.heading}>{theme.label} theme</h3>
          <ColorSwatches theme={theme} />
        </ThemeScope>
      ))}
    </>
  );
}
