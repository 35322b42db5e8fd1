/** Every size on the site is a multiple of this grid, in pixels. */
export const grid = 4;

const px = (units: number) => `${units * grid}px`;

/** Spacing scale, in grid units. */
export const space = {
  none: "0",
  xxs: px(1),
  xs: px(2),
  sm: px(3),
  md: px(4),
  lg: px(6),
  xl: px(8),
  xxl: px(12),
  xxxl: px(16),
} as const;

export const radii = {
  sm: px(1),
  md: px(2),
  lg: px(3),
  xl: px(4),
  full: "9999px",
} as const;

/** Type scale: rem sizes so visitors' browser font settings still apply. */
export const fontSize = {
  xs: "0.75rem",
  sm: "0.875rem",
  md: "1rem",
  lg: "1.125rem",
  xl: "1.25rem",
  xxl: "1.5rem",
  xxxl: "2rem",
  display: "clamp(2.25rem, 6vw, 3.5rem)",
} as const;

export const lineHeight = { tight: "1.2", snug: "1.35", normal: "1.6" } as const;

export const fontWeight = { regular: "400", medium: "500", semibold: "600", bold: "700" } as const;

/** System fonts only: nothing to download, nothing to swap in late. */
export const fontFamily = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
} as const;

export const motion = {
  fast: "150ms",
  base: "250ms",
  slow: "600ms",
  easing: "cubic-bezier(0.2, 0, 0, 1)",
} as const;

export const zIndex = { navbar: "50", floating: "40", menu: "60", toast: "70" } as const;

/** Layout widths. */
export const size = {
  content: "72rem",
  prose: "42rem",
  navbarHeight: px(16),
  toastWidth: "356px",
} as const;

/**
 * Where the pointer can hover (a mouse, a trackpad): hover styles go under it. A phone applies
 * `:hover` to what a finger taps and keeps it there, so the control restyles and repaints before the
 * tap is answered and then stays lit as if still pointed at.
 */
export const hoverCapable = "(hover: hover)";

/** Min widths of the layout breakpoints, mobile first. */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1024 } as const;

/** The colour roles every component uses; each theme fills all of them. */
export interface ColorTokens {
  background: string;
  surface: string;
  surfaceRaised: string;
  text: string;
  textMuted: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  accent: string;
  border: string;
  borderStrong: string;
  focus: string;
  danger: string;
  dangerSurface: string;
  success: string;
  successSurface: string;
  overlay: string;
  navbarOpaque: string;
  placeholder: string;
}

/** Light theme: every text role meets WCAG AA (4.5:1) on background and surface. */
export const lightColors: ColorTokens = {
  background: "#ffffff",
  surface: "#f4f7fa",
  surfaceRaised: "#ffffff",
  text: "#0f172a",
  textMuted: "#475569",
  primary: "#0f766e",
  primaryHover: "#115e59",
  onPrimary: "#ffffff",
  accent: "#b45309",
  border: "#d5dde6",
  borderStrong: "#64748b",
  focus: "#1d4ed8",
  danger: "#b91c1c",
  dangerSurface: "#fef2f2",
  success: "#15803d",
  successSurface: "#f0fdf4",
  overlay: "rgba(15, 23, 42, 0.55)",
  navbarOpaque: "rgba(255, 255, 255, 0.86)",
  placeholder: "#e2e8f0",
};

/** Dark theme, applied when the document root has the `dark` class. */
export const darkColors: ColorTokens = {
  background: "#0b1220",
  surface: "#111a2e",
  surfaceRaised: "#16213a",
  text: "#e2e8f0",
  textMuted: "#a3b1c6",
  primary: "#2dd4bf",
  primaryHover: "#5eead4",
  onPrimary: "#042f2e",
  accent: "#fbbf24",
  border: "#26334d",
  borderStrong: "#8391a7",
  focus: "#93c5fd",
  danger: "#fca5a5",
  dangerSurface: "#2a1215",
  success: "#86efac",
  successSurface: "#0f2a1a",
  overlay: "rgba(2, 6, 23, 0.7)",
  navbarOpaque: "rgba(11, 18, 32, 0.86)",
  placeholder: "#1e293b",
};

export const shadows = {
  light: {
    sm: "0 1px 2px rgba(15, 23, 42, 0.08)",
    md: "0 4px 12px rgba(15, 23, 42, 0.1)",
    lg: "0 12px 32px rgba(15, 23, 42, 0.16)",
  },
  dark: {
    sm: "0 1px 2px rgba(0, 0, 0, 0.4)",
    md: "0 4px 12px rgba(0, 0, 0, 0.45)",
    lg: "0 12px 32px rgba(0, 0, 0, 0.55)",
  },
} as const;
