import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import { Container, type ContainerProps } from "../Container/Container.js";
import { Heading } from "../Heading/Heading.js";
import { Text } from "../Text/Text.js";
import * as styles from "./Section.css.js";
import { cx } from "../../utils/cx.js";

/** Props of `Section`. */
export interface SectionProps extends ComponentPropsWithRef<"section">, styles.SectionVariants {
  /** The section's h2; the section is then a landmark named by it. */
  heading?: string;
  /** Id for the h2, for in-page links (`/#how-it-works`); generated when omitted. */
  headingId?: string;
  /** A short lead paragraph under the heading. */
  description?: ReactNode;
  /** Where the heading and description sit. */
  align?: (typeof styles.aligns)[number];
  /** Content width: the page grid or the reading measure. */
  width?: ContainerProps["width"];
}

/**
 * One band of a page: tone background, vertical rhythm, a width container, and an optional h2 that
 * names the section. Its content rises in once on load, in CSS only (none under reduced motion); a page's
 * first band never fades, and later ones fade from 40 % opacity, so no words start invisible.
 */
export function Section({
  heading,
  headingId,
  description,
  tone,
  align,
  width,
  className,
  children,
  ...props
}: SectionProps) {
  const generatedId = useId();
  const titleId = headingId ?? `${generatedId}-heading`;
  const hasHeader = heading !== undefined || description !== undefined;
  return (
    <section
      aria-labelledby={heading === undefined ? undefined : titleId}
      {...props}
      className={cx(styles.section({ tone }), className)}
    >
      <Container width={width} className={styles.inner}>
        {hasHeader ? (
          <header className={styles.header({ align })}>
            {heading === undefined ? null : (
              <Heading level={2} id={titleId} align={align}>
                {heading}
              </Heading>
            )}
            {description === undefined ? null : (
              <Text as="div" size="lg" tone="muted" align={align}>
                {description}
              </Text>
            )}
          </header>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
