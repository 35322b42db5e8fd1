import { carouselWords, reportPage } from "@grand-river/content";
import { Carousel, LazyImage, Stack, Text } from "@grand-river/ui";

const { previews } = reportPage;

/** The report's four preview slides (§2.8), a looping carousel. */
export default function ReportPreviewsIsland() {
  return (
    <Carousel label={previews.carouselLabel} messages={carouselWords}>
      {previews.slides.map((slide) => (
        <Stack key={slide.image.src} gap="sm">
          <LazyImage
            src={slide.image.src}
            alt={slide.image.alt}
            width={slide.image.width}
            height={slide.image.height}
          />
          <Text tone="muted">{slide.caption}</Text>
        </Stack>
      ))}
    </Carousel>
  );
}
