import { darkColors, lightColors, shadows, type ColorTokens } from "../../../packages/ui/src/theme/tokens";

export type ColorRole = keyof ColorTokens;

type ShadowName = keyof typeof shadows.light;

/** What differs between the themes: the colours and the shadows (dark shadows are deeper to show at all). */
export interface Theme {
  name: "light" | "dark";
  label: string;
  colors: ColorTokens;
  shadows: Record<ShadowName, string>;
}

/** Both themes, in the order the docs show them: light is the default, dark is the `dark` class on <html>. */
export const themes: readonly Theme[] = [
  { name: "light", label: "Light", colors: lightColors, shadows: shadows.light },
  { name: "dark", label: "Dark", colors: darkColors, shadows: shadows.dark },
];

/** Every colour role, in the order the tokens file declares them. */
export const colorRoles = Object.keys(lightColors) as ColorRole[];
