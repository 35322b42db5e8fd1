import type { Ref } from "react";
import { reportPage } from "@grand-river/content";
import { Cluster, Prose, Section } from "@grand-river/ui";
import { CtaButton } from "../../shared/CtaButton";
import { PageHeader } from "../../shared/PageHeader";

const { confirmation } = reportPage;

/** The confirmation shown once the report details are in. */
export function ThankYouView({ titleRef }: { titleRef: Ref<HTMLHeadingElement> }) {
  return (
    <>
      <PageHeader title={confirmation.heading} intro={confirmation.message} titleRef={titleRef} />
      <Section width="prose">
        <Prose>
          <ul>
            {confirmation.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </Prose>
        <Cluster>
          <CtaButton cta={confirmation.homeLink} variant="secondary" />
        </Cluster>
      </Section>
    </>
  );
}
