import { knownImages } from "@grand-river/content/editor";
import type { PreviewPicture } from "../../shared/picture";
import { draftUpload, nameInFolder, type DecapAsset, type DecapEntry } from "../picture-facts";

/**
 * The preview's pictures: those the build made, as the pages show them; but a file uploaded for
 * this entry, from the upload itself, and one uploaded since the build, from Decap's copy from its
 * backend (each a `blob:` address), at the size its facts give (../picture-facts.ts).
 */
export const previewPictures =
  (entry: DecapEntry | undefined, getAsset: (path: string) => DecapAsset): PreviewPicture =>
  (picture, built) => {
    const upload = draftUpload(entry, picture.file);
    if (!upload && built) return undefined;
    const src = upload?.url ?? getAsset(nameInFolder(picture.file)).url;
    const facts = knownImages.get(picture.file);
    // Until its facts are read a stand-in shape; the preview draws again once they are.
    const { width, height } = facts?.readable && facts.width > 0 ? facts : { width: 4, height: 3 };
    return { src, alt: picture.alt, width, height };
  };
