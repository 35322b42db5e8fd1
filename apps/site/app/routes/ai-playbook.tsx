import { playbookPage } from "@grand-river/content";
import { Section, Stack, Text } from "@grand-river/ui";
import { Island } from "../hydration/Island";
import PlaybookFormIsland from "../islands/PlaybookFormIsland";
import PlaybookSamplesIsland from "../islands/PlaybookSamplesIsland";
import { FaqAccordion } from "../shared/FaqAccordion";
import { PageHeader } from "../shared/PageHeader";
import { StepList } from "../shared/StepList";

const { hero, samples, signUp, howItWorks, faq } = playbookPage;

/** /ai-playbook (§2.11): the pitch and price, sample slides, sign-up, how it works and the FAQ. */
export default function AiPlaybook() {
  return (
    <>
      <PageHeader eyebrow={hero.eyebrow} title={hero.headline} intro={hero.pitch}>
        <Stack gap="xxs">
          <Text size="lg" weight="semibold" align="center">
            {hero.priceLine}
          </Text>
          <Text tone="muted" align="center">
            {hero.deckLine}
          </Text>
        </Stack>
      </PageHeader>

      <Section heading={samples.heading} description={samples.intro} width="prose">
        {/* Slide 1 shows without code; the arrows wake it when a visitor reaches for them. */}
        <Island of={PlaybookSamplesIsland} wake="sight" />
      </Section>

      <Section heading={signUp.heading} description={signUp.intro} tone="muted" width="prose">
        <Island of={PlaybookFormIsland} wake="interaction" />
      </Section>

      <Section heading={howItWorks.heading}>
        <StepList steps={howItWorks.steps} />
      </Section>

      {/* Native disclosures: the FAQ needs no script at all. */}
      <Section heading={faq.heading} tone="muted" width="prose">
        <FaqAccordion items={faq.items} />
      </Section>
    </>
  );
}
