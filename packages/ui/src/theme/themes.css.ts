import { createGlobalTheme } from "@vanilla-extract/css";
import { vars } from "./contract.css.js";
import { DARK_ROOT } from "./darkMode.js";
import * as tokens from "./tokens.js";

const shared = {
  space: tokens.space,
  radii: tokens.radii,
  fontSize: tokens.fontSize,
  lineHeight: tokens.lineHeight,
  fontWeight: tokens.fontWeight,
  fontFamily: tokens.fontFamily,
  motion: tokens.motion,
  zIndex: tokens.zIndex,
  size: tokens.size,
};

// Light is the default on :root; the footer switch adds `dark` to <html> (spec §2.17).
createGlobalTheme(":root", vars, { ...shared, color: tokens.lightColors, shadow: tokens.shadows.light });
createGlobalTheme(DARK_ROOT, vars, { ...shared, color: tokens.darkColors, shadow: tokens.shadows.dark });
