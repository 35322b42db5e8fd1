import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";
import { selectedTabForcedColors, selectedTabLook, tab } from "../Tabs/Tabs.css.js";
import {
  FILTER_IN_ATTRIBUTE,
  FILTER_ONLY_ATTRIBUTE,
  FILTER_CHOSEN_ATTRIBUTE,
  MAX_FILTERS,
} from "./filterAttributes.js";

/** What the rules below look within. */
export const filterTabs = style({});

/** The element a tab's link points at (`#id`), inside the tab: the address choosing the tab, `:target`. */
export const target = style({});

/** A tab that is a link: the button's box. */
export const tabLink = style({ display: "inline-flex", alignItems: "center", textDecoration: "none" });

const byAddress = `${filterTabs}:not([${FILTER_CHOSEN_ATTRIBUTE}])`;
// The tab at `place` chosen: by the address with no script, by the script's word once wired. The
// script's is one attribute on the root: a selector that reads the tabs through `:has()` made each
// `aria-selected` written cost some 3 ms at 4× CPU, and following a link within the page as much.
const chosen = (place: number) => [
  `${byAddress}:has(${tab}:nth-child(${place}) > ${target}:target)`,
  `${filterTabs}[${FILTER_CHOSEN_ATTRIBUTE}="${place}"]`,
];
const places = Array.from({ length: MAX_FILTERS }, (_, index) => index + 1);
const whenChosen = (rule: (place: number) => string) =>
  places.flatMap((place) => chosen(place).map((root) => `${root} ${rule(place)}`)).join(", ");

// What the chosen tab leaves out keeps its boxes, out of the flow, unseen and out of reach, its content
// skipped: choosing again rebuilds nothing (as `Card`'s `hidden` does).
globalStyle(
  whenChosen((place) => `[${FILTER_IN_ATTRIBUTE}]:not([${FILTER_IN_ATTRIBUTE}~="${place}"])`),
  {
    position: "absolute",
    visibility: "hidden",
    contentVisibility: "hidden",
  },
);
// Over the `hidden` the HTML gives it, which the theme makes `!important` (global.css.ts).
globalStyle(
  whenChosen((place) => `[${FILTER_ONLY_ATTRIBUTE}~="${place}"]`),
  { display: "block !important" },
);

// With no script the selected tab in the HTML stays marked selected: the address's tab looks it instead.
globalStyle(`${byAddress} ${tab}:has(> ${target}:target)`, {
  ...selectedTabLook,
  "@media": { "(forced-colors: active)": selectedTabForcedColors },
});
globalStyle(`${byAddress}:has(${target}:target) ${tab}[aria-selected="true"]:not(:has(> ${target}:target))`, {
  color: vars.color.textMuted,
  borderBottomColor: "transparent",
  "@media": { "(forced-colors: active)": { borderBottomColor: "Canvas" } },
});
