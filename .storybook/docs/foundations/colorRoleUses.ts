import type { ColorRole } from "./themes";

/**
 * What each colour role is for, in a designer's words. A Record over every role, so adding a role to
 * ColorTokens fails the type check until it is described here.
 */
export const colorRoleUses: Record<ColorRole, string> = {
  background: "The page. Also the label colour on the danger button and the text in tooltips.",
  surface: "Muted bands and the footer, and the hover fill of secondary and ghost buttons.",
  surfaceRaised: "Cards, carousel controls and default toasts: things that sit on top of the page.",
  text: "Body copy and headings.",
  textMuted: "Secondary copy: field hints and placeholders, tags, tabs and navigation links at rest.",
  primary: "The brand colour: links, primary buttons, the selected tab's underline, brand sections.",
  primaryHover: "Primary buttons under the pointer.",
  onPrimary: "Text and icons on a primary or primaryHover fill.",
  accent: "A warm highlight for small emphasis. No component paints with it today.",
  border: "Dividers and card edges: decoration only.",
  borderStrong: "Outlines people must see to use a control: fields, secondary buttons, the switch.",
  focus: "The keyboard focus ring.",
  danger: "Errors: error messages, and the outline of a field with an error.",
  dangerSurface: "The tint behind an error toast.",
  success: "Success: the edge of a success toast.",
  successSurface: "The tint behind a success toast.",
  overlay: "A see-through scrim to dim the page behind a dialog. No component uses it today.",
  navbarOpaque: "The see-through bar behind the header once the page has scrolled.",
  placeholder: "The block a lazy image shows until it loads.",
};
