import { Fragment, type ReactNode } from "react";
import type { LegalDocument } from "@grand-river/content";
import { Prose, Section, Text } from "@grand-river/ui";
import { PageHeader } from "../../shared/PageHeader";
import { RichText } from "../../shared/RichText";

/** A legal document: its title, revision date, opening words and numbered sections, then `children` (a page's own next step). */
export function LegalPage({ document, children }: { document: LegalDocument; children?: ReactNode }) {
  return (
    <>
      <PageHeader title={document.title} intro={<RichText of={document.intro} />}>
        {/* TODO(content): "Last updated" is the one phrase content does not carry yet. */}
        <Text size="sm" tone="muted" align="center">
          Last updated {document.lastUpdated}
        </Text>
      </PageHeader>
      <Section width="prose">
        {/* Flat on purpose: Prose spaces its direct children, so each section's blocks sit at the top level. */}
        <Prose as="article">
          {document.sections.map((section) => (
            <Fragment key={section.number}>
              <h2>
                {section.number}. {section.title}
              </h2>
              <RichText of={section.body} />
            </Fragment>
          ))}
        </Prose>
        {children}
      </Section>
    </>
  );
}
