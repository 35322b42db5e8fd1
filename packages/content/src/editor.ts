// What the editor's page (/edit) runs in the browser of the content package: each field's checks,
// from the same schemas the build validates the data files with, and what its preview pane turns
// an entry into, by the same functions the pages read their files with. Never imported by a page.
export {
  fieldLengthGuide,
  fieldProblem,
  fieldSchemas,
  fieldShownAt,
  pictureFieldProblem,
} from "./data-files/field-checks";
export {
  IMAGE_MAX_BYTES,
  MEDIA_PATH,
  imageFileProblem,
  imageWidthWarning,
  inspectImage,
  knownImages,
  type ImageFacts,
} from "./data-files/image-files";
export { clearedFields } from "./data-files/cleared-fields";
export { changedFields } from "./data-files/file-changes";
export { lengthGuideWords } from "./data-files/length-guide";
export { markdownNote } from "./data-files/fields";
export { cleanPastedHtml } from "./markdown/pasted-html";
export { faqItems } from "./data-files/faq-items";
export type { FaqFile, LegalFile, PagesFile, PicturesFile, PortfolioFile, VideosFile } from "./data-files/schemas";
export { pictureOf } from "./types";
export { legalDocument } from "./legal/read";
export { grandRapidsFaqPlaceholders } from "./grand-rapids";
export { playbookFaqPlaceholders } from "./playbook";
export { projectsFrom } from "./portfolio";
export { pageSearchResults, type PageSearchResult } from "./seo";
export { videosFrom } from "./videos";
export { postPreview } from "./insights/preview";
export type { PostFile } from "./insights/schema";
