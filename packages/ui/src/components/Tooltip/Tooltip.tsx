import * as Ariakit from "@ariakit/react";
import { useId, type ReactElement, type ReactNode } from "react";
import * as styles from "./Tooltip.css.js";
import { cx } from "../../utils/cx.js";

/** Spec §9: hover this long (ms) before a tooltip opens. */
export const TOOLTIP_SHOW_TIMEOUT = 700;

/** Spec §9: for this long (ms) after one closes, the next tooltip opens at once. */
export const TOOLTIP_SKIP_TIMEOUT = 300;

/** Props of `Tooltip`; the rest go to Ariakit's `Tooltip` popup. */
export interface TooltipProps extends Omit<Ariakit.TooltipProps, "children" | "content"> {
  /** The hint shown on hover and keyboard focus; it describes the anchor, so the anchor still needs its own name. */
  content: ReactNode;
  /** The one focusable element the tooltip belongs to. */
  children: ReactElement;
  placement?: Ariakit.TooltipProviderProps["placement"];
}

/**
 * A short description that appears on hover or focus of its anchor, after the spec's delays.
 *
 * **Use** for a short, optional hint on an icon or a control with a visible name. **Not** for
 * anything a visitor must read, or on phones as the only way to learn it: touch has no hover, so
 * write it on the page.
 */
export function Tooltip({ content, children, placement, className, ...props }: TooltipProps) {
  const fallbackId = useId();
  const id = props.id ?? fallbackId;
  return (
    <Ariakit.TooltipProvider
      showTimeout={TOOLTIP_SHOW_TIMEOUT}
      skipTimeout={TOOLTIP_SKIP_TIMEOUT}
      placement={placement}
    >
      {/* Ariakit leaves the description unlinked; linking it lets screen readers hear it without hovering. */}
      <Ariakit.TooltipAnchor render={children} aria-describedby={id} />
      <Ariakit.Tooltip {...props} id={id} className={cx(styles.tooltip, className)}>
        {content}
      </Ariakit.Tooltip>
    </Ariakit.TooltipProvider>
  );
}
