import type { ComponentPropsWithRef } from "react";
import { assignInlineVars } from "@vanilla-extract/dynamic";
import { cx } from "../../utils/cx.js";
import * as styles from "./Reveal.css.js";

/** Props of `Reveal`. */
export interface RevealProps extends ComponentPropsWithRef<"div"> {
  /** Milliseconds after the page appears before the content does. */
  delayMs: number;
}

/** Shows its content after a delay (the report's sales card, spec §2.8), with its space held throughout. */
export function Reveal({ delayMs, className, style, ...props }: RevealProps) {
  return (
    <div
      {...props}
      className={cx(styles.reveal, className)}
      style={{ ...style, ...assignInlineVars({ [styles.delay]: `${delayMs}ms` }) }}
    />
  );
}
