import type { ComponentPropsWithRef } from "react";
import * as styles from "./SiteFooter.css.js";
import { cx } from "../../utils/cx.js";
import { renderElement, type RenderProp } from "../../utils/renderElement.js";

/** Props of `FooterLink`: an anchor's props plus `render`, e.g. `render={<Link to="/team" />}`. */
export interface FooterLinkProps extends ComponentPropsWithRef<"a">, RenderProp {}

/** A quiet link for footer columns and the bottom bar. */
export function FooterLink({ className, ...props }: FooterLinkProps) {
  return renderElement("a", { ...props, className: cx(styles.link, className) });
}
