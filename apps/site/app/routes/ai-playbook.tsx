import { playbookPage } from "@grand-river/content";
import { PlaybookForm } from "@grand-river/forms";
import { SiteWebhooks } from "../layout/SiteWebhooks";
import { Accordion, Carousel, Heading, LazyImage, Section, Stack, Text } from "@grand-river/ui";
import { PageHeader } from "./shared/PageHeader";
import { StepList } from "./shared/StepList";

const { hero, samples, signUp, howItWorks, faq } = playbookPage;

const faqItems = faq.items.map((item, index) => ({
  id: `faq-${index + 1}`,
  title: item.question,
  content: <Text>{item.answer}</Text>,
}));

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
        <Carousel label={samples.heading}>
          {samples.slides.map((slide, index) => (
            <Stack key={slide.title} gap="sm">
              {/* Slide 1 is the page's first large image; the rest wait until they slide into view. */}
              <LazyImage
                src={slide.image.src}
                alt={slide.image.alt}
                width={slide.image.width}
                height={slide.image.height}
                priority={index === 0}
              />
              <Heading level={3}>{slide.title}</Heading>
              <Text tone="muted">{slide.description}</Text>
            </Stack>
          ))}
        </Carousel>
      </Section>

      <Section heading={signUp.heading} description={signUp.intro} tone="muted" width="prose">
        <SiteWebhooks>
          <PlaybookForm />
        </SiteWebhooks>
      </Section>

      <Section heading={howItWorks.heading}>
        <StepList steps={howItWorks.steps} />
      </Section>

      <Section heading={faq.heading} tone="muted" width="prose">
        <Accordion items={faqItems} headingLevel={3} />
      </Section>
    </>
  );
}
