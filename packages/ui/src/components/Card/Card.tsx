import type { ComponentPropsWithRef } from "react";
import * as styles from "./Card.css.js";
import { cx } from "../../utils/cx.js";

/** The elements a card may be: a plain box, a self-contained article, or one item of a list of cards. */
export type CardElement = "div" | "article" | "li";

/** Props of `Card`. */
export interface CardProps extends ComponentPropsWithRef<"div">, styles.CardVariants {
  as?: CardElement;
}

/** A raised surface with a border and rounded corners; compose `CardTitle` and `CardBody` inside. */
export function Card({ as: Element = "div", padding, className, ...props }: CardProps) {
  // The three elements share HTMLElement's props; the ref type differs only nominally.
  const Tag = Element as "div";
  return <Tag {...props} className={cx(styles.card({ padding }), className)} />;
}

/** Heading levels a card title may take; pick the one that fits the page's outline. */
export type CardTitleLevel = 2 | 3 | 4;

/** Props of `CardTitle`. */
export interface CardTitleProps extends ComponentPropsWithRef<"h3"> {
  /** Defaults to 3: cards usually sit under a section's h2. */
  level?: CardTitleLevel;
}

/** A card's heading. */
export function CardTitle({ level = 3, className, ...props }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading {...props} className={cx(styles.title, className)} />;
}

/** Props of `CardBody`. */
export interface CardBodyProps extends ComponentPropsWithRef<"div"> {}

/** A card's text, in the muted tone; grows so that anything after it sits at the card's foot. */
export function CardBody({ className, ...props }: CardBodyProps) {
  return <div {...props} className={cx(styles.body, className)} />;
}
