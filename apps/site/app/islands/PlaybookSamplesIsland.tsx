import { carouselWords, playbookPage } from "@grand-river/content";
import { Carousel, Heading, LazyImage, Stack, Text } from "@grand-river/ui";
import { pictureProps, pictureSizes } from "../shared/picture";

const { samples } = playbookPage;

/** The Playbook's five sample slides (§2.11), a looping carousel. */
export default function PlaybookSamplesIsland() {
  return (
    <Carousel label={samples.carouselLabel} messages={carouselWords}>
      {samples.slides.map((slide) => (
        <Stack key={slide.title} gap="sm">
          {/* Not even slide 1 is a priority image: it sits below a phone's first screen, and an SVG
              slide's text is laid out on the main thread as it arrives (15-25 ms here, four times
              that on a phone), which a load should not pay for an image nobody sees yet. */}
          <LazyImage {...pictureProps(slide.image)} sizes={pictureSizes.column} />
          <Heading level={3}>{slide.title}</Heading>
          <Text tone="muted">{slide.description}</Text>
        </Stack>
      ))}
    </Carousel>
  );
}
