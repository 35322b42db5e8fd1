import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";
import { hoverCapable } from "../../theme/tokens.js";
import { handCursor } from "../../theme/handCursor.css.js";

// Video chrome keeps YouTube's own fixed colours in both themes: black letterbox, dark play badge, red on hover.

/** A fixed 16:9 box: poster and player take exactly the same space. */
export const frame = style({
  position: "relative",
  width: "100%",
  aspectRatio: "16 / 9",
  overflow: "hidden",
  borderRadius: vars.radii.lg,
  backgroundColor: "#000",
});

// The player, which the facade's plain-DOM behaviour puts in place of the poster (enhanceVideoFacade).
globalStyle(`${frame} > iframe`, {
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  border: 0,
});

/** The whole poster is the button, so the target is as big as the video. */
export const playButton = style([
  handCursor,
  {
    appearance: "none",
    position: "absolute",
    inset: 0,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    width: "100%",
    margin: 0,
    padding: 0,
    border: 0,
    background: "none",
    selectors: {
      // Inside the frame (its overflow clips), with a white inner ring so it shows on any poster.
      "&:focus-visible": { outlineOffset: "-3px", boxShadow: "inset 0 0 0 6px #fff" },
    },
  },
]);

export const playIcon = style({
  width: "68px",
  height: "48px",
  filter: "drop-shadow(0 2px 6px rgba(0, 0, 0, 0.4))",
});

export const playIconBackground = style({
  fill: "#212121",
  fillOpacity: 0.85,
  transition: `fill ${vars.motion.fast} ${vars.motion.easing}, fill-opacity ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${playButton}:focus-visible &`]: { fill: "#ff0000", fillOpacity: 1 },
  },
  "@media": {
    [hoverCapable]: { selectors: { [`${playButton}:hover &`]: { fill: "#ff0000", fillOpacity: 1 } } },
  },
});
