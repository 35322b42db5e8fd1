import type { Picture } from "@grand-river/content";
import type { LazyImageProps } from "@grand-river/ui";
import media from "virtual:media";

/** What `LazyImage` needs of a picture of the agency's: its size from the file, and the files the build made of it. */
export type PictureProps = Pick<LazyImageProps, "src" | "srcSet" | "sources" | "alt"> & {
  width: number;
  height: number;
};

/** How the editor's preview shows a picture the build has not made (one uploaded since), given what the build made of its address; or nothing, for the build's. */
export type PreviewPicture = (picture: Picture, built: PictureProps | undefined) => PictureProps | undefined;

let previewPicture: PreviewPicture | undefined;

/**
 * For the editor's preview alone (app/editor/preview/), whose pictures may have been uploaded after
 * the build (`undefined`: the build's alone). The site never calls it, so a picture the build did
 * not make still throws there.
 */
export function showPicturesInPreview(show: PreviewPicture | undefined): void {
  previewPicture = show;
}

/**
 * The content's picture as the build made it (postbuild/media/): `<LazyImage {...pictureProps(p)} sizes="…" />`.
 * The content check has refused any picture the media folder does not hold, so a miss is a bug.
 */
export function pictureProps(picture: Picture): PictureProps {
  const { file, alt } = picture;
  const made = media[file];
  const built = made && {
    src: made.src,
    width: made.width,
    height: made.height,
    alt,
    ...(made.srcSet ? { srcSet: made.srcSet } : {}),
    ...(made.sources ? { sources: made.sources } : {}),
  };
  const shown = previewPicture?.(picture, built) ?? built;
  if (!shown)
    throw new Error(
      `${file} is not in the media folder (packages/content/media): the content check should have said so.`,
    );
  return shown;
}

/** How wide the layouts show a picture, for `sizes`: the content column is 72rem, in two columns from a tablet up and three from a desktop. */
export const pictureSizes = {
  /** A card of a grid: a third of the column on a desktop, half on a tablet, the screen on a phone. */
  card: "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw",
  /** Half the column from a tablet up. */
  half: "(min-width: 768px) 50vw, 100vw",
  /** The reading column of a post, 42rem (672 px) at most. */
  prose: "(min-width: 704px) 672px, 100vw",
  /** The whole content column. */
  column: "(min-width: 1152px) 1152px, 100vw",
  /** The whole screen. */
  screen: "100vw",
} as const;
