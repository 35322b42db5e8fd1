import type { ComponentPropsWithRef, ReactNode } from "react";
import * as styles from "./FloatingAction.css.js";
import { cx } from "../../utils/cx.js";
import { renderElement, type RenderProp } from "../../utils/renderElement.js";

/** Props of `FloatingAction`: an anchor's props plus `render`, e.g. `render={<Link to="/" />}`. */
export interface FloatingActionProps extends ComponentPropsWithRef<"a">, RenderProp {
  /** Shown before the label; defaults to a calendar. Pass `null` for none. */
  icon?: ReactNode;
}

/**
 * The pill link fixed at the bottom right of the page ("Schedule a Call", spec §2.1), clear of the phone's
 * safe area and below the toasts in the stacking order, so a toast is never hidden behind it.
 */
export function FloatingAction({ icon = <CalendarIcon />, className, children, ...props }: FloatingActionProps) {
  return renderElement("a", {
    ...props,
    className: cx(styles.floatingAction, className),
    children: (
      <>
        {icon}
        <span>{children}</span>
      </>
    ),
  });
}

function CalendarIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3.5" y="5" width="17" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
