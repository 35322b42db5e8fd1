import { knownImages } from "@grand-river/content/editor";
import type { PreviewPicture } from "../../shared/picture";
import type { DecapAsset } from "../picture-facts";

/**
 * The preview's pictures: those the build made, as the pages show them, but a file uploaded in this
 * session, or one the build has not made yet, from Decap's own copy of it (a `blob:` address), at
 * the size its facts give (../picture-facts.ts).
 */
export const previewPictures =
  (getAsset: (path: string) => DecapAsset): PreviewPicture =>
  (picture, built) => {
    const asset = getAsset(picture.file);
    if (built && !asset.fileObj) return undefined;
    const facts = knownImages.get(picture.file);
    // Until its facts are read a stand-in shape; the preview draws again once they are.
    const { width, height } = facts?.readable && facts.width > 0 ? facts : { width: 4, height: 3 };
    return { src: asset.url, alt: picture.alt, width, height };
  };
