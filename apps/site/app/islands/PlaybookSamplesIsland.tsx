import { carouselWords, playbookPage } from "@grand-river/content";
import { Carousel, Heading, LazyImage, Stack, Text } from "@grand-river/ui";

const { samples } = playbookPage;

/** The Playbook's five sample slides (§2.11), a looping carousel. */
export default function PlaybookSamplesIsland() {
  return (
    <Carousel label={samples.carouselLabel} messages={carouselWords}>
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
  );
}
