import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";
import { hoverCapable } from "../../theme/tokens.js";
import { handCursor } from "../../theme/handCursor.css.js";

export const tabList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": {
    // The tabs below paint over it in Canvas there (see `tab`): a line left in pieces between them would read as marks.
    "(forced-colors: active)": { borderBottomColor: "Canvas" },
  },
});

/**
 * A tab's look once selected, and its contrast themes' (shared with `FilterTabs`, whose address can
 * select a tab too).
 */
export const selectedTabLook = { color: vars.color.text, borderBottomColor: vars.color.primary };
export const selectedTabForcedColors = { borderBottomColor: "Highlight", color: "Highlight" };

export const tab = style([
  handCursor,
  {
    appearance: "none",
    border: 0,
    background: "none",
    margin: 0,
    minHeight: "44px",
    padding: `${vars.space.xs} ${vars.space.md}`,
    marginBottom: "-1px",
    borderBottom: "3px solid transparent",
    color: vars.color.textMuted,
    font: "inherit",
    fontWeight: vars.fontWeight.medium,
    selectors: {
      '&[aria-selected="true"]': selectedTabLook,
      "&[aria-disabled='true']": { cursor: "not-allowed", opacity: 0.6 },
    },
    "@media": {
      [hoverCapable]: { selectors: { "&:hover": { color: vars.color.text } } },
      // Contrast themes paint every border, the transparent ones too: only the selected tab keeps its bar.
      "(forced-colors: active)": {
        borderBottomColor: "Canvas",
        selectors: { '&[aria-selected="true"]': selectedTabForcedColors },
      },
    },
  },
]);

export const tabPanel = style({
  paddingTop: vars.space.lg,
  selectors: {
    // Panels without a focusable child take focus themselves; keep their ring clear of the content.
    "&:focus-visible": { outlineOffset: "4px" },
  },
});
