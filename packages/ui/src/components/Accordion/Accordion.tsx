import { useId, type ComponentPropsWithoutRef, type ReactNode, type SyntheticEvent } from "react";
import * as styles from "./Accordion.css.js";
import { cx } from "../../utils/cx.js";

/** One question and its answer. */
export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/** Heading levels the item titles may take, to fit the page outline. */
export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;

/** Props of `Accordion`. */
export interface AccordionProps extends Omit<ComponentPropsWithoutRef<"div">, "children"> {
  items: readonly AccordionItem[];
  /** Level of the heading that holds each question, to fit the page outline; defaults to 3. */
  headingLevel?: (typeof accordionHeadingLevels)[number];
  /** The item open on first render, if any. */
  defaultOpenId?: string | null;
}

/**
 * FAQ-style disclosure list: at most one item open at a time, and the open one can be closed (spec §2.11).
 *
 * Native `<details name>`: the browser opens, closes and keeps one open per group, from mouse,
 * keyboard and find-in-page, with no script, so a prerendered page needs no framework for it. Every
 * answer is in the HTML. Browsers without exclusive `name` groups (and tests in jsdom) get the same
 * rule from the `toggle` handler while React runs.
 *
 * **Use** for questions and answers a visitor scans for the one they need. **Not** for a main flow
 * or anything that must be read: keep that open on the page.
 */
export function Accordion({ items, headingLevel = 3, defaultOpenId = null, className, ...props }: AccordionProps) {
  const group = useId();
  const Heading = `h${headingLevel}` as const;

  // Closes the group's other open items when one opens; a no-op where the browser already did.
  const keepOneOpen = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    for (const other of opened.parentElement?.querySelectorAll<HTMLDetailsElement>(":scope > details[open]") ?? []) {
      if (other !== opened) other.open = false;
    }
  };

  return (
    <div {...props} className={cx(styles.accordion, className)}>
      {items.map((item) => (
        <details
          key={item.id}
          name={group}
          open={item.id === defaultOpenId}
          className={styles.item}
          onToggle={keepOneOpen}
        >
          <summary className={styles.trigger}>
            <Heading className={styles.heading}>{item.title}</Heading>
            <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path
                d="M5 7.5l5 5 5-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </summary>
          <div className={styles.panel}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
