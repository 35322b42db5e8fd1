import type { ComponentPropsWithRef, MouseEvent } from "react";
import { Spinner } from "../Spinner/Spinner.js";
import * as styles from "./Button.css.js";
import { cx } from "../../utils/cx.js";
import { renderElement, type RenderProp } from "../../utils/renderElement.js";

/** Props of `Button`: a button's props (and `ref`), `render` for a router link, plus its looks. */
export interface ButtonProps extends ComponentPropsWithRef<"button">, RenderProp, styles.ButtonVariants {
  /**
   * Busy: the button shows a spinner over its label, keeps its width, sets `aria-busy` and ignores
   * presses. Pass the busy wording (e.g. "Sending...") as children to have it read out.
   */
  loading?: boolean;
  /**
   * While disabled, stay focusable (`aria-disabled` instead of `disabled`) and ignore presses, so a
   * keyboard user who pressed it keeps their place. On by default while `loading`.
   */
  accessibleWhenDisabled?: boolean;
}

/**
 * The site's button, a native `<button>` (type "button" unless given another). Pass
 * `render={<Link to="/x" />}` to give a router link the same look. While `loading` it stays
 * focusable (`aria-disabled`, not `disabled`), so a keyboard user who pressed it does not lose
 * their place when it goes busy.
 *
 * **Use** for an action on this page: send, open, toggle. **Not** for going somewhere: that is a
 * `ButtonLink`, so it stays a link for assistive technology and opens in a new tab on request.
 */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  accessibleWhenDisabled,
  type,
  onClick,
  className,
  children,
  render,
  ...props
}: ButtonProps) {
  const off = disabled || loading;
  const focusable = off && (accessibleWhenDisabled ?? loading);
  // A press on a focusable-but-disabled button does nothing, and so cannot submit its form.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (off) event.preventDefault();
    else onClick?.(event);
  };
  return renderElement("button", {
    ...props,
    render,
    type: render ? type : (type ?? "button"),
    disabled: off && !focusable ? true : undefined,
    "aria-disabled": focusable ? true : undefined,
    "aria-busy": loading || undefined,
    onClick: handleClick,
    className: cx(styles.button({ variant, size, fullWidth }), className),
    children: loading ? (
      <>
        <span className={styles.labelBusy}>{children}</span>
        <span className={styles.spinnerSlot}>
          <Spinner />
        </span>
      </>
    ) : (
      children
    ),
  });
}
