import { teamPage } from "@grand-river/content";
import { Cluster, Grid, Heading, LazyImage, Prose, Section, Stack, Text } from "@grand-river/ui";
import { CtaButton } from "../shared/CtaButton";
import { PageHeader } from "../shared/PageHeader";
import { pictureProps, pictureSizes } from "../shared/picture";

const { founder } = teamPage;

/** /team (§2.5): the founder's photo, biography and professional-network profile. */
export default function Team() {
  return (
    <>
      <PageHeader title={teamPage.heading} intro={teamPage.intro} />
      <Section>
        <Grid columns={2} gap="xl">
          {/* The portrait is the largest thing above the fold: load it at once. */}
          <LazyImage {...pictureProps(founder.photo)} sizes={pictureSizes.half} priority />
          <Stack gap="lg">
            <Stack gap="xs">
              <Heading level={2} size="xxl">
                {founder.name}
              </Heading>
              <Text size="lg" tone="muted">
                {founder.role}
              </Text>
            </Stack>
            <Stack gap="md">
              {founder.bio.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
            </Stack>
            <Prose>
              <ul>
                {founder.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </Prose>
            <Cluster>
              <CtaButton cta={founder.profileLink} />
            </Cluster>
          </Stack>
        </Grid>
      </Section>
    </>
  );
}
