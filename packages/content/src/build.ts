// What the site's build (Node) uses of the content package: the data files' checks, the Vite plugin
// that runs them, and the editor's field configuration. Never imported by a page.
export { contentData, type ContentDataPlugin } from "./data-files/vite-plugin";
export {
  checkContent,
  checkDataFiles,
  contentDataDir,
  contentDataPath,
  contentMediaDir,
  contentMediaPath,
  contentProblemsMessage,
} from "./data-files/validate";
export { MEDIA_PATH, inspectImage, type ImageFacts } from "./data-files/image-files";
export {
  sidebarCollections,
  type EditorCollection,
  type EditorFolderCollection,
  type SidebarCollection,
  type EditorField,
} from "./data-files/editor-fields";
export { editorTitle } from "./seo";
export { readPosts } from "./insights/load";
export { postHtml } from "./insights/render";
