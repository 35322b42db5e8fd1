import type { ReactNode } from "react";
import { homePage, playbookPage, reportPage, teamPage, type Picture } from "@grand-river/content";
import { pictureOf, type PicturesFile } from "@grand-river/content/editor";
import { Grid, Heading, LazyImage, Section, Stack, Text } from "@grand-river/ui";
import { ShowcaseCard } from "../../routes/home/ShowcaseCard";
import { pictureProps, pictureSizes } from "../../shared/picture";

/**
 * The pictures file as its pages show each picture: the founder's portrait beside the name on
 * /team, the home page's Recent Work cards, the report's and the Playbook's slides with their
 * words, and the flyer, each at the size and with the alt text its page gives it. A picture not
 * chosen yet is left out; an upload shows before the build has made it (../../shared/picture.ts).
 */

type Entry = Partial<PicturesFile["founder"]> | undefined;

/** The picture an entry names, as its page shows it; or nothing while it has no file. */
const shown = (entry: Entry): Picture | undefined =>
  entry?.file ? pictureOf({ ...entry, file: entry.file }) : undefined;

const Slide = ({ picture, children }: { picture: Picture | undefined; children: ReactNode }) => (
  <li>
    <Stack gap="sm">
      {picture ? <LazyImage {...pictureProps(picture)} sizes={pictureSizes.column} /> : null}
      {children}
    </Stack>
  </li>
);

export function PicturesPreview({ data }: { data: Partial<PicturesFile> }) {
  const founder = shown(data.founder);
  const flyer = shown(data.flyer);
  const thumbnails = [shown(data.showcase?.first), shown(data.showcase?.second)];
  const { founder: profile } = teamPage;
  return (
    <>
      <Section heading="Team (/team)">
        <Grid columns={2} gap="xl">
          {founder ? <LazyImage {...pictureProps(founder)} sizes={pictureSizes.half} priority /> : <span />}
          <Stack gap="xs">
            <Heading level={3} size="xxl">
              {profile.name}
            </Heading>
            <Text size="lg" tone="muted">
              {profile.role}
            </Text>
          </Stack>
        </Grid>
      </Section>
      <Section heading={`${homePage.showcase.heading} (/)`}>
        <Grid as="ul" columns={3}>
          {homePage.showcase.items.map((item, index) => {
            // The first two cards take the entry's pictures; the third shows its initials.
            const thumbnail = index < thumbnails.length ? thumbnails[index] : item.thumbnail;
            const { thumbnail: _, ...words } = item;
            return <ShowcaseCard key={item.title} item={thumbnail ? { ...words, thumbnail } : words} />;
          })}
        </Grid>
      </Section>
      <Section heading={`${reportPage.previews.carouselLabel} (/ai-report)`}>
        <Stack as="ol" gap="lg">
          {reportPage.previews.slides.map((slide, index) => (
            <Slide key={slide.caption} picture={shown(data.reportSlides?.[index])}>
              <Text tone="muted">{slide.caption}</Text>
            </Slide>
          ))}
        </Stack>
      </Section>
      <Section heading={`${playbookPage.samples.carouselLabel} (/ai-playbook)`}>
        <Stack as="ol" gap="lg">
          {playbookPage.samples.slides.map((slide, index) => (
            <Slide key={slide.title} picture={shown(data.playbookSlides?.[index])}>
              <Heading level={3}>{slide.title}</Heading>
              <Text tone="muted">{slide.description}</Text>
            </Slide>
          ))}
        </Stack>
      </Section>
      <Section heading="Storage flyer (/flyer-port-sheldon)">
        {flyer ? (
          <Stack align="center">
            <LazyImage {...pictureProps(flyer)} sizes={pictureSizes.screen} fit="contain" fitScreen />
          </Stack>
        ) : null}
      </Section>
    </>
  );
}
