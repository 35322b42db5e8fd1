import { grandRapidsPage } from "@grand-river/content";
import { Card, CardBody, CardTitle, Cluster, Grid, Prose, Section, Stack, Tag, Text } from "@grand-river/ui";
import { CtaButton } from "../shared/CtaButton";
import { FaqCards } from "../shared/FaqCards";
import { PageHeader } from "../shared/PageHeader";
import { StepList } from "../shared/StepList";

const { hero, reportCta, industries, services, whyLocal, getStarted, faq, closingCta } = grandRapidsPage;

/** /grand-rapids-ai-automation (§2.12): the local landing page, from hero to closing call to action. */
export default function GrandRapids() {
  return (
    <>
      <PageHeader eyebrow={hero.eyebrow} title={hero.headline} intro={hero.sub}>
        <Cluster as="ul" gap="xs" justify="center">
          {hero.badges.map((badge) => (
            <li key={badge}>
              <Tag tone="brand">{badge}</Tag>
            </li>
          ))}
        </Cluster>
        <Cluster justify="center">
          <CtaButton cta={hero.cta} />
        </Cluster>
      </PageHeader>

      <Section heading={reportCta.heading} description={reportCta.text} tone="brand" width="prose" align="center">
        <Cluster justify="center">
          <CtaButton cta={reportCta.cta} />
        </Cluster>
      </Section>

      <Section heading={industries.heading} description={industries.intro}>
        <Grid as="ul" columns={3}>
          {industries.cards.map((card) => (
            <Card as="li" key={card.industry}>
              <CardTitle>{card.industry}</CardTitle>
              <CardBody>
                <Stack gap="xxs">
                  <Text weight="semibold">{industries.challengeLabel}</Text>
                  <Text tone="muted">{card.challenge}</Text>
                </Stack>
                <Stack gap="xxs">
                  <Text weight="semibold">{industries.solutionLabel}</Text>
                  <Text tone="muted">{card.solution}</Text>
                </Stack>
              </CardBody>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section heading={services.heading} tone="muted">
        <Grid as="ul" columns={3}>
          {services.cards.map((card) => (
            <Card as="li" key={card.title}>
              <CardTitle>{card.title}</CardTitle>
              <CardBody>
                <p>{card.description}</p>
              </CardBody>
              <Cluster>
                <CtaButton cta={card.cta} variant="secondary" />
              </Cluster>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section heading={whyLocal.heading} width="prose">
        <Stack gap="md">
          {whyLocal.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
        <Prose>
          <ul>
            {whyLocal.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </Prose>
      </Section>

      <Section heading={getStarted.heading} tone="muted">
        <StepList steps={getStarted.steps} columns={4} />
      </Section>

      <Section heading={faq.heading} width="prose">
        <FaqCards items={faq.items} />
      </Section>

      <Section heading={closingCta.heading} description={closingCta.text} tone="brand" width="prose" align="center">
        <Cluster justify="center">
          <CtaButton cta={closingCta.cta} />
        </Cluster>
      </Section>
    </>
  );
}
