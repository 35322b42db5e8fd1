import * as Ariakit from "@ariakit/react";
import { Spinner } from "../Spinner/Spinner";
import * as styles from "./Button.css";
import { cx } from "../../utils/cx";

/** Props of `Button`: Ariakit's button props (including `render` and `ref`) plus its looks. */
export interface ButtonProps extends Ariakit.ButtonProps, styles.ButtonVariants {
  /**
   * Busy: the button shows a spinner over its label, keeps its width, sets `aria-busy` and ignores
   * presses. Pass the busy wording (e.g. "Sending...") as children to have it read out.
   */
  loading?: boolean;
}

/**
 * The site's button. Pass `render={<Link to="/x" />}` to give a router link the same look.
 * While `loading` it stays focusable (`aria-disabled`, not `disabled`), so a keyboard user who
 * pressed it does not lose their place when it goes busy.
 */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  accessibleWhenDisabled,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <Ariakit.Button
      {...props}
      disabled={disabled || loading}
      accessibleWhenDisabled={accessibleWhenDisabled ?? loading}
      aria-busy={loading || undefined}
      className={cx(styles.button({ variant, size, fullWidth }), className)}
    >
      {loading ? (
        <>
          <span className={styles.labelBusy}>{children}</span>
          <span className={styles.spinnerSlot}>
            <Spinner />
          </span>
        </>
      ) : (
        children
      )}
    </Ariakit.Button>
  );
}
