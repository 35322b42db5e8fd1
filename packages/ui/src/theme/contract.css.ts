import { createGlobalThemeContract } from "@vanilla-extract/css";

/**
 * The one theme contract: components read `vars`, themes fill it. Its custom properties have fixed
 * public names (`--gr-color-primary`, `--gr-space-md`), not hashes: the forms package is built on
 * its own and must name the same properties as this package's stylesheet, and an app that installs
 * the packages can retheme them with plain CSS.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      background: null,
      surface: null,
      surfaceRaised: null,
      text: null,
      textMuted: null,
      primary: null,
      primaryHover: null,
      onPrimary: null,
      accent: null,
      border: null,
      borderStrong: null,
      focus: null,
      danger: null,
      dangerSurface: null,
      success: null,
      successSurface: null,
      overlay: null,
      navbarOpaque: null,
      placeholder: null,
    },
    space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
    radii: { sm: null, md: null, lg: null, xl: null, full: null },
    fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null, display: null },
    lineHeight: { tight: null, snug: null, normal: null },
    fontWeight: { regular: null, medium: null, semibold: null, bold: null },
    fontFamily: { body: null, mono: null },
    shadow: { sm: null, md: null, lg: null },
    motion: { fast: null, base: null, slow: null, easing: null },
    zIndex: { navbar: null, floating: null, menu: null, toast: null },
    size: { content: null, prose: null, navbarHeight: null, toastWidth: null },
  },
  (_value, path) => `gr-${path.join("-")}`,
);
