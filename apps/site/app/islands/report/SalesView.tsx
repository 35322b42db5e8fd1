import { reportPage, salesCardDelayMs } from "@grand-river/content";
import { Card, CardBody, CardTitle, Cluster, Grid, Heading, Reveal, Section, Stack, Text } from "@grand-river/ui";
import { Island } from "../../hydration/Island";
import { StepList } from "../../shared/StepList";
import ReportPreviewsIsland from "../ReportPreviewsIsland";
import { SalesCard } from "./SalesCard";

const { hero, offer, contents, steps, previews } = reportPage;

/** The default view of /ai-report: the offer, the contents, the steps, the previews and the sales card. */
export function SalesView() {
  return (
    <>
      <Section>
        <Grid columns={2} gap="xl">
          <Stack gap="xl">
            <Stack gap="md">
              <Text size="sm" weight="semibold" tone="muted">
                {hero.eyebrow}
              </Text>
              <Heading level={1}>{hero.headline}</Heading>
              <Text size="lg" tone="muted">
                {hero.sub}
              </Text>
            </Stack>
            <Stack gap="sm">
              <Heading level={2} size="xl">
                {offer.heading}
              </Heading>
              <Cluster gap="xs" align="end">
                <Text size="xl" weight="semibold">
                  {offer.price}
                </Text>
                <Text tone="muted">{offer.priceNote}</Text>
              </Cluster>
              <Text>{offer.description}</Text>
              <Text size="sm" tone="muted">
                {offer.guarantee}
              </Text>
            </Stack>
          </Stack>
          <Reveal delayMs={salesCardDelayMs}>
            <SalesCard />
          </Reveal>
        </Grid>
      </Section>

      <Section heading={contents.heading} tone="muted">
        <Grid as="ul" columns={2}>
          {contents.items.map((item) => (
            <Card as="li" key={item.title}>
              <CardTitle>{item.title}</CardTitle>
              <CardBody>
                <p>{item.description}</p>
              </CardBody>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section heading={steps.heading}>
        <StepList steps={steps.items} columns={4} />
      </Section>

      <Section heading={previews.heading} description={previews.intro} tone="muted" width="prose">
        {/* An island of its own: it wakes when reached for, whether or not the page around it has. */}
        <Island of={ReportPreviewsIsland} wake="sight" />
      </Section>
    </>
  );
}
