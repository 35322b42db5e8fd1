import { homePage } from "@grand-river/content";
import { Cluster, Grid, Section, Stack, Text } from "@grand-river/ui";
import { Island } from "../hydration/Island";
import NewsletterIsland from "../islands/NewsletterIsland";
import VideoIsland from "../islands/VideoIsland";
import { CtaButton } from "../shared/CtaButton";
import { PageHeader } from "../shared/PageHeader";
import { StepList } from "../shared/StepList";
import { ShowcaseCard } from "./home/ShowcaseCard";

const { hero, howItWorks, introVideo, newsletter, showcase } = homePage;

/** / (§2.4): hero and claims, the three-step process, the intro video, the newsletter and the showcase. */
export default function Home() {
  return (
    <>
      <PageHeader eyebrow={hero.eyebrow} title={hero.headline} intro={hero.sub} tone="default">
        <Cluster gap="sm" justify="center">
          <CtaButton cta={hero.cta} size="lg" />
          <CtaButton cta={hero.secondaryCta} size="lg" variant="secondary" />
        </Cluster>
        <Grid as="ul" columns={3} gap="md">
          {hero.stats.map((stat) => (
            <li key={stat.label}>
              <Stack gap="xxs">
                <Text size="xl" weight="semibold" align="center">
                  {stat.value}
                </Text>
                <Text size="sm" tone="muted" align="center">
                  {stat.label}
                </Text>
              </Stack>
            </li>
          ))}
        </Grid>
      </PageHeader>

      <Section heading={howItWorks.heading} description={howItWorks.intro} tone="muted">
        <StepList steps={howItWorks.steps} />
      </Section>

      <Section heading={introVideo.heading} description={introVideo.intro} width="prose" align="center">
        {/* Most visitors never press play: the player's code waits for a hand on it. */}
        <Island of={VideoIsland} wake="interaction" />
      </Section>

      <Section heading={newsletter.heading} description={newsletter.pitch} tone="brand" width="prose" align="center">
        {/* Far below the fold, and like every form it wakes when the visitor reaches for it. */}
        <Island of={NewsletterIsland} wake="interaction" />
        <Text size="sm" tone="muted" align="center">
          {newsletter.fineprint}
        </Text>
      </Section>

      <Section heading={showcase.heading} description={showcase.intro}>
        <Grid as="ul" columns={3}>
          {showcase.items.map((item) => (
            <ShowcaseCard key={item.title} item={item} />
          ))}
        </Grid>
        <Cluster justify="center">
          <CtaButton cta={showcase.viewAll} variant="secondary" />
        </Cluster>
      </Section>
    </>
  );
}
