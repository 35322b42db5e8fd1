import { style } from "@vanilla-extract/css";

/** A fieldset with none of the browser's fieldset box: the gate must not move anything. */
export const gate = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  minInlineSize: 0,
});
