import { flyerPage } from "@grand-river/content";
import { LazyImage, Stack } from "@grand-river/ui";
import { pictureProps, pictureSizes } from "../shared/picture";

/** /flyer-port-sheldon (§2.15): the storage-unit flyer, one full-screen image and nothing else. */
export default function Flyer() {
  const { image } = flyerPage;
  return (
    // The flyer fits the screen whole: as wide as a phone allows, as tall as a desktop allows.
    <Stack align="center">
      <LazyImage {...pictureProps(image)} sizes={pictureSizes.screen} fit="contain" fitScreen priority />
    </Stack>
  );
}
