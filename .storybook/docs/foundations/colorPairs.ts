import type { ColorTokens } from "../../../packages/ui/src/theme/tokens";
import { contrastRatio, largeTextMinimum, minimumRatio, nonTextLevel, wcagLevel } from "./contrast";
import type { ColorRole } from "./themes";

/**
 * A foreground colour on a background that components really put together. Text is held to AA,
 * 4.5:1 (the light theme's promise in tokens.ts; the dark theme makes none, and is held to the same
 * bar). Borders and focus rings are non-text UI, held to 3:1 (WCAG 1.4.11).
 */
export interface ColorPair {
  foreground: ColorRole;
  background: ColorRole;
  /** For a translucent background: the opaque colour under it. */
  backdrop?: ColorRole;
  kind: "text" | "non-text";
}

export interface ContrastGroup {
  title: string;
  /** Where designers meet these pairs, and anything that bends the numbers. */
  description: string;
  pairs: readonly ColorPair[];
}

const textRoles = [
  "text",
  "textMuted",
  "primary",
  "accent",
  "danger",
  "success",
] as const satisfies readonly ColorRole[];
const surfaceRoles = ["background", "surface", "surfaceRaised"] as const satisfies readonly ColorRole[];

const text = (foreground: ColorRole, background: ColorRole, backdrop?: ColorRole): ColorPair =>
  backdrop ? { foreground, background, backdrop, kind: "text" } : { foreground, background, kind: "text" };
const nonText = (foreground: ColorRole, background: ColorRole): ColorPair => ({
  foreground,
  background,
  kind: "non-text",
});

/** The pairs the Colour page tabulates and the contrast test holds to their bar. */
export const contrastGroups: readonly ContrastGroup[] = [
  {
    title: "Text on the page, panels and cards",
    description: "Body copy, muted copy, links and status text on the page, on muted bands and on cards.",
    pairs: textRoles.flatMap((foreground) => surfaceRoles.map((background) => text(foreground, background))),
  },
  {
    title: "Text on the brand colour",
    description: "Primary buttons at rest and on hover, and brand sections, which turn the theme inside out.",
    pairs: [text("onPrimary", "primary"), text("onPrimary", "primaryHover")],
  },
  {
    title: "Status colours",
    description:
      "Success and error toasts (body text on the tinted surface, the status colour on it), and the danger button, whose label is the page background colour.",
    pairs: [
      text("danger", "dangerSurface"),
      text("success", "successSurface"),
      text("text", "dangerSurface"),
      text("text", "successSurface"),
      text("background", "danger"),
    ],
  },
  {
    title: "Inverted and see-through",
    description:
      "Tooltips swap text and background. The scrolled navbar is translucent: its ratios are worked out over the page background; over a photo the real figure depends on the photo, softened by the bar's blur.",
    pairs: [
      text("background", "text"),
      text("text", "navbarOpaque", "background"),
      text("textMuted", "navbarOpaque", "background"),
    ],
  },
  {
    title: "Borders and focus ring",
    description:
      "Field and secondary-button outlines and the focus ring: non-text UI, which needs 3:1 rather than 4.5:1.",
    pairs: [
      nonText("borderStrong", "background"),
      nonText("borderStrong", "surface"),
      nonText("focus", "background"),
      nonText("focus", "surface"),
    ],
  },
];

/** Roles left out of the tables, and why: a designer asking "what about border?" gets an answer. */
export const rolesWithoutRatios: ReadonlyArray<{ role: ColorRole; reason: string }> = [
  {
    role: "border",
    reason: "decorative dividers and card edges; nothing depends on seeing them, so WCAG sets no minimum.",
  },
  { role: "overlay", reason: "a translucent scrim to dim the page behind a dialog; nothing is written on it." },
  {
    role: "placeholder",
    reason: "the still or pulsing block a lazy image shows before it loads; it carries no information.",
  },
];

export interface PairResult {
  ratio: number;
  level: ReturnType<typeof wcagLevel> | ReturnType<typeof nonTextLevel>;
  /** The bar this pair must clear. */
  required: number;
  passes: boolean;
}

/** Measures one pair in one theme. */
export function measurePair(pair: ColorPair, colors: ColorTokens): PairResult {
  const backdrop = pair.backdrop ? colors[pair.backdrop] : undefined;
  const ratio = contrastRatio(colors[pair.foreground], colors[pair.background], backdrop);
  const required = pair.kind === "text" ? minimumRatio.AA : largeTextMinimum;
  const level = pair.kind === "text" ? wcagLevel(ratio) : nonTextLevel(ratio);
  return { ratio, level, required, passes: ratio >= required };
}
