import type { ComponentPropsWithRef } from "react";
import { visuallyHidden } from "../../theme/global.css.js";
import * as styles from "./ButtonLink.css.js";
import { cx } from "../../utils/cx.js";
import { renderElement, type RenderProp } from "../../utils/renderElement.js";
import { buttonLinkMessages, type ButtonLinkMessages } from "./buttonLinkMessages.js";

export { buttonLinkMessages, type ButtonLinkMessages };

/** Props of `ButtonLink`: anchor props (and `ref`), `render` for a router link, plus the button looks. */
export interface ButtonLinkProps extends ComponentPropsWithRef<"a">, RenderProp, styles.ButtonVariants {
  /** Opens in a new tab, with `rel="noopener noreferrer"` and a hidden "(opens in a new tab)" hint. */
  external?: boolean;
  /** Its words in another language or wording; any left out stay as `buttonLinkMessages` has them. */
  messages?: Partial<ButtonLinkMessages>;
}

/**
 * A link that looks like a button; it navigates, so it stays a link for assistive technology.
 * For internal routes pass `render={<Link to="/x" />}`; for other sites pass `href` and `external`.
 *
 * **Use** for a call to action that goes to another page or site ("Book Discovery Call"). **Not**
 * for an action that stays on the page: that is a `Button`.
 */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  external = false,
  messages,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  const words = { ...buttonLinkMessages, ...messages };
  return renderElement("a", {
    ...props,
    ...(external ? { target: "_blank", rel: "noopener noreferrer" } : {}),
    className: cx(styles.button({ variant, size, fullWidth }), className),
    children: (
      <>
        {children}
        {external ? (
          <>
            <svg className={styles.externalIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M6 3h7v7M13 3 4 12" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
            <span className={visuallyHidden}>{` ${words.opensInNewTab}`}</span>
          </>
        ) : null}
      </>
    ),
  });
}
