import { assignVars, keyframes, style } from "@vanilla-extract/css";
import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.js";
import { DARK_ROOT } from "../../theme/darkMode.js";
import { breakpoints, darkColors, lightColors, type ColorTokens } from "../../theme/tokens.js";

/** Section backgrounds: the page, a muted band, or the brand colour. */
export const tones = ["default", "muted", "brand"] as const;
/** Where the section's heading and description sit. */
export const aligns = ["start", "center"] as const;

/**
 * A brand section is the theme turned inside out: brand fill, text in the colour that reads on it,
 * and buttons, links and focus rings that invert to match. Re-assigning the contract (rather than
 * restyling each child) keeps every component inside readable at AA without knowing it is there.
 */
const inverse = (c: ColorTokens): ColorTokens => ({
  ...c,
  background: c.primary,
  surface: c.primaryHover,
  surfaceRaised: c.primaryHover,
  text: c.onPrimary,
  textMuted: c.onPrimary,
  primary: c.onPrimary,
  primaryHover: c.surface,
  onPrimary: c.primary,
  accent: c.onPrimary,
  border: c.primaryHover,
  borderStrong: c.onPrimary,
  focus: c.onPrimary,
});

// In dark mode the brand fill is light, so hovers go lighter still rather than darker.
const inverseDark = (c: ColorTokens): ColorTokens => ({
  ...inverse(c),
  surface: c.primaryHover,
  surfaceRaised: c.primaryHover,
  primaryHover: c.surfaceRaised,
});

// The band's own class, so the entrance below can tell a page's first band from the rest.
const band = style({
  backgroundColor: vars.color.background,
  color: vars.color.text,
  paddingBlock: vars.space.xxl,
  "@media": { [`screen and (min-width: ${breakpoints.desktop}px)`]: { paddingBlock: vars.space.xxxl } },
  selectors: {
    // Every band after the first is styled, laid out and painted only as it nears the screen: on a
    // phone most of a page is below the fold, and rendering it all at once was the page's longest
    // task at load (a Lighthouse trace of /ai-playbook: elements styled at load 514 -> about 380).
    // `auto` remembers each band's real height once rendered, so the scroll bar settles.
    // `contain: content` is what `content-visibility: auto` applies anyway (layout, style, paint),
    // stated so tools that read the computed value see it: axe, in Lighthouse, otherwise models an
    // unrendered band's content spilling over the footer and failed its links as obscured.
    [`&:not(:first-child)`]: { contain: "content", contentVisibility: "auto", containIntrinsicBlockSize: "auto 640px" },
  },
});

/** The section band: tone and vertical rhythm. */
export const section = recipe({
  base: band,
  variants: {
    tone: {
      default: {},
      muted: { backgroundColor: vars.color.surface },
      brand: {
        vars: assignVars(vars.color, inverse(lightColors)),
        selectors: { [`${DARK_ROOT} &`]: { vars: assignVars(vars.color, inverseDark(darkColors)) } },
      },
    },
  },
  defaultVariants: { tone: "default" },
});

/** Variant props of the `section` recipe. */
export type SectionVariants = NonNullable<RecipeVariants<typeof section>>;

// Sections rise into place on load (spec §4), in CSS only: the page's HTML holds every word, so
// crawlers and no-JS visitors lose nothing, and a transform never moves layout (CLS 0). Only the
// inner content moves, so the tone band itself never flickers. Nothing starts invisible: Chrome
// leaves a paint at opacity 0 out of Largest Contentful Paint, so text faded in from 0 counts only
// once the fade ends, and on a phone the first screen holds the page's first band and often the
// top of the second (the legal pages' first paragraph is their LCP element).
const rise = keyframes({
  from: { transform: `translateY(${vars.space.lg})` },
  to: { transform: "none" },
});

// Later bands also fade, from an opacity that is already painted (and so already counted).
const riseAndFade = keyframes({
  from: { opacity: 0.4, transform: `translateY(${vars.space.lg})` },
  to: { opacity: 1, transform: "none" },
});

/**
 * The section's content column, which plays the entry animation: on load, so only in the two bands a
 * first screen shows (on a phone the second's top, which renders at load as it is that near). A
 * later band renders only as it nears the screen (`content-visibility`), so an entrance there would
 * play whenever it rendered, on scroll rather than on load, with its text at a fraction of its
 * contrast meanwhile: Lighthouse's accessibility audit read those words at 1.9:1 on four pages. It
 * is simply there, as every band was by the time a visitor scrolled to it.
 *
 * A column that plays the entrance keeps its own layer for good (`will-change`, for what it
 * animates): the entrance ends within a visitor's first touches, and a column that then stopped
 * being transformed would stop being a layer and a containing block, so the page was laid out and
 * repainted in the middle of their first keystroke. With the layer kept, the end is one restyle of
 * two elements (a trace of /contact: layouts 1 -> 0, paints 2 -> 0). Like the transform, it contains
 * `position: fixed` descendants; the toaster shows its toasts in the top layer, so it needs no
 * containing block of its own.
 *
 * The entrance is brief (`motion.base`): it is over before a visitor's first tap, which on a phone
 * can come a few hundred milliseconds after the load. While it runs, every frame composites its
 * layers, and a tap then waited on them (the floor page of /contact: 64 ms for a tap 300 ms after the
 * load, with the 600 ms entrance, against 24 on plain HTML).
 */
export const inner = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  "@media": {
    // No movement at all for visitors who ask for less; the content is simply there.
    "(prefers-reduced-motion: no-preference)": {
      selectors: {
        // The page's first band carries its h1 (the usual LCP element): it rises at full opacity.
        [`${band}:first-child > &`]: {
          animation: `${rise} ${vars.motion.base} ${vars.motion.easing} backwards`,
          willChange: "transform",
        },
        [`${band}:nth-child(2) > &`]: {
          animation: `${riseAndFade} ${vars.motion.base} ${vars.motion.easing} backwards`,
          willChange: "transform, opacity",
        },
      },
    },
  },
});

/** The heading and description block. */
export const header = recipe({
  base: { display: "flex", flexDirection: "column", gap: vars.space.sm, maxWidth: vars.size.prose },
  variants: {
    align: {
      start: {},
      center: { alignSelf: "center", textAlign: "center", alignItems: "center" },
    },
  },
  defaultVariants: { align: "start" },
});
