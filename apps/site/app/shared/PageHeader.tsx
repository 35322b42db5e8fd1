import type { ReactNode, Ref } from "react";
import { Heading, Section, Stack, Text, type SectionProps } from "@grand-river/ui";

/** Props of `PageHeader`. */
export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  /** A short line above the title. */
  eyebrow?: string;
  /** The lead paragraph under the title. */
  intro?: ReactNode;
  /** Buttons or figures under the intro; centre them to match (`Cluster justify="center"`). */
  children?: ReactNode;
  /** Muted by default, so the title band reads apart from the default-toned section after it. */
  tone?: SectionProps["tone"];
  /** For pages that move focus to the title when their view changes. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/**
 * The band that opens a page and carries its h1 (`Section` only makes h2s). The words sit centred
 * at reading width, so the band lines up with both the reading-width and the full-width content below.
 */
export function PageHeader({ title, eyebrow, intro, children, tone = "muted", titleRef }: PageHeaderProps) {
  return (
    <Section tone={tone} width="prose">
      <Stack gap="md">
        {eyebrow === undefined ? null : (
          <Text size="sm" weight="semibold" tone="muted" align="center">
            {eyebrow}
          </Text>
        )}
        <Heading level={1} align="center" ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
          {title}
        </Heading>
        {intro === undefined ? null : (
          <Text as="div" size="lg" tone="muted" align="center">
            {intro}
          </Text>
        )}
        {children}
      </Stack>
    </Section>
  );
}
