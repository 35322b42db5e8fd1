// What the editor's page (/edit) runs in the browser of the content package: each field's checks,
// from the same schemas the build validates the data files with, and what its preview pane turns
// an entry into, by the same functions the pages read their files with. Never imported by a page.
export { fieldLengthGuide, fieldProblem, fieldSchemas } from "./data-files/field-checks";
export { lengthGuideWords } from "./data-files/length-guide";
export { faqItems } from "./data-files/faq-items";
export type { FaqFile, LegalFile, PagesFile, PortfolioFile, VideosFile } from "./data-files/schemas";
export { legalDocument } from "./legal/read";
export { grandRapidsFaqPlaceholders } from "./grand-rapids";
export { playbookFaqPlaceholders } from "./playbook";
export { projectsFrom } from "./portfolio";
export { pageSearchResults, type PageSearchResult } from "./seo";
export { videosFrom } from "./videos";
