import { editorTitle } from "@grand-river/content";
import {
  MEDIA_PATH,
  contentDataPath,
  contentMediaPath,
  sidebarCollections,
  inspectImage,
} from "@grand-river/content/build";
import { media } from "../media/plugin";
import { writeEditor as writeEditorFiles } from "../editor/write-editor";
import { step } from "../site-build";

/** The agency's editor, /edit (../editor/), with the fields packages/content's schemas describe. */
export const writeEditor = step("write the editor at /edit", async (build) => ({
  editorRules: await writeEditorFiles(build.site, {
    title: editorTitle,
    settings: build.editor,
    collections: sidebarCollections(contentDataPath),
    mediaFolder: { folder: contentMediaPath, publicPath: MEDIA_PATH },
    siteUrl: build.origin,
    root: build.root,
    media: media({ mediaDir: build.mediaDir, inspect: inspectImage }),
  }),
}));
