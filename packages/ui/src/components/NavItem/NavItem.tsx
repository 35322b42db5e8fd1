import type { ComponentPropsWithRef } from "react";
import * as styles from "./NavItem.css.js";
import { cx } from "../../utils/cx.js";
import { renderElement, type RenderProp } from "../../utils/renderElement.js";

/** Props of `NavItem`: an anchor's props plus `render`, e.g. `render={<NavLink to="/team" />}`. */
export interface NavItemProps extends ComponentPropsWithRef<"a">, RenderProp {}

/** A navigation link; the current page's link (`aria-current="page"`, as NavLink sets it) shows in medium weight. */
export function NavItem({ className, ...props }: NavItemProps) {
  return renderElement("a", { ...props, className: cx(styles.navItem, className) });
}
