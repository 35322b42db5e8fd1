import type { ComponentPropsWithRef } from "react";
import * as styles from "./CodeToken.css.js";
import { cx } from "../../utils/cx.js";

/** A kind of word in highlighted code. */
export type CodeTokenKind = (typeof styles.kinds)[number];

/** The kinds, for a renderer mapping a highlighter's words onto them. */
export const codeTokenKinds = styles.kinds;

/** Props of `CodeToken`. */
export interface CodeTokenProps extends ComponentPropsWithRef<"span"> {
  kind: CodeTokenKind;
}

/**
 * One highlighted word of a code block (a keyword, a string), coloured from the theme. The words
 * are marked when the page is built, so highlighting runs no script in the browser.
 */
export function CodeToken({ kind, className, ...props }: CodeTokenProps) {
  return <span {...props} className={cx(styles.token[kind], className)} />;
}
