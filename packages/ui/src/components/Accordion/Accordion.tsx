import { useId, useState, type ComponentPropsWithoutRef, type ReactNode } from "react";
import * as styles from "./Accordion.css";
import { cx } from "../../utils/cx";

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
  /** Level of the heading around each item's button; defaults to 3. */
  headingLevel?: (typeof accordionHeadingLevels)[number];
  /** The item open on first render, if any. */
  defaultOpenId?: string | null;
}

/**
 * FAQ-style disclosure list: at most one item open at a time, and the open one can be closed (spec §2.11).
 * Closed answers stay in the DOM, only hidden, so the prerendered page carries every answer.
 */
export function Accordion({ items, headingLevel = 3, defaultOpenId = null, className, ...props }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div {...props} className={cx(styles.accordion, className)}>
      {items.map((item, index) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${index}-button`;
        const panelId = `${baseId}-${index}-panel`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.title}</span>
                <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                  <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
