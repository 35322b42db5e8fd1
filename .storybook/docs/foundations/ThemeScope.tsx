import type { CSSProperties, ReactNode } from "react";
import { vars } from "../../../packages/ui/src/theme/contract.css";
import { cssVariableName, entriesOf } from "./cssVariable";
import { FoundationPanel } from "./FoundationPanel";
import { colorRoles, type Theme } from "./themes";

/** The theme's colours and shadows as custom properties: the same ones themes.css.ts sets on :root. */
function themeProperties(theme: Theme): CSSProperties {
  const properties: Record<string, string> = { colorScheme: theme.name };
  for (const role of colorRoles) properties[cssVariableName(vars.color[role])] = theme.colors[role];
  for (const [name, value] of entriesOf(theme.shadows)) properties[cssVariableName(vars.shadow[name])] = value;
  return properties;
}

/**
 * Pins one theme on a panel, whatever the page's theme is, by setting the contract's custom properties
 * on it. Everything inside reads `vars` as usual, so light and dark can sit side by side.
 */
export function ThemeScope({ theme, children }: { theme: Theme; children: ReactNode }) {
  return <FoundationPanel style={themeProperties(theme)}>{children}</FoundationPanel>;
}
