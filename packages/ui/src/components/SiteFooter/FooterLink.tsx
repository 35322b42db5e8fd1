import * as Ariakit from "@ariakit/react";
import * as styles from "./SiteFooter.css";
import { cx } from "../../utils/cx";

/** Props of `FooterLink`: an anchor's props plus Ariakit's `render`, e.g. `render={<Link to="/team" />}`. */
export interface FooterLinkProps extends Ariakit.RoleProps<"a"> {}

/** A quiet link for footer columns and the bottom bar. */
export function FooterLink({ className, ...props }: FooterLinkProps) {
  return <Ariakit.Role.a {...props} className={cx(styles.link, className)} />;
}
