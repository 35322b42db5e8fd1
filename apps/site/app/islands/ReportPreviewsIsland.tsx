import { carouselWords, reportPage } from "@grand-river/content";
import { Carousel, LazyImage, Stack, Text } from "@grand-river/ui";
import { pictureProps, pictureSizes } from "../shared/picture";

const { previews } = reportPage;

/** The report's four preview slides (§2.8), a looping carousel. */
export default function ReportPreviewsIsland() {
  return (
    <Carousel label={previews.carouselLabel} messages={carouselWords}>
      {previews.slides.map((slide) => (
        <Stack key={slide.image.file} gap="sm">
          <LazyImage {...pictureProps(slide.image)} sizes={pictureSizes.column} />
          <Text tone="muted">{slide.caption}</Text>
        </Stack>
      ))}
    </Carousel>
  );
}
