import * as Ariakit from "@ariakit/react";
import * as styles from "./NavItem.css";
import { cx } from "../../utils/cx";

/** Props of `NavItem`: an anchor's props plus Ariakit's `render`, e.g. `render={<NavLink to="/team" />}`. */
export interface NavItemProps extends Ariakit.RoleProps<"a"> {}

/** A navigation link; the current page's link (`aria-current="page"`, as NavLink sets it) shows in medium weight. */
export function NavItem({ className, ...props }: NavItemProps) {
  return <Ariakit.Role.a {...props} className={cx(styles.navItem, className)} />;
}
