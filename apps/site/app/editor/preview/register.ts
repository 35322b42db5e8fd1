import { decap } from "../decap";
import { drawPreview, previews } from "./previews";
import { previewTemplate } from "./preview-template";

// The site's styles, built beside this script (postbuild/editor/editor-script.ts) under the same name.
import "@grand-river/ui/styles.css";

/** Gives every editable file its preview, in the site's components and stylesheet, before `CMS.init`. */
export function registerPreviews(stylesheet: string): void {
  decap.CMS.registerPreviewStyle(stylesheet);
  for (const name of Object.keys(previews))
    decap.CMS.registerPreviewTemplate(
      name,
      previewTemplate((data) => drawPreview(name, data)),
    );
}
