export { site, checkoutUrl, type Site } from "./site";
export { mainNav, mobileMenuLabels, scheduleCallLabel, footer, notFound, type NavLink } from "./navigation";
export {
  defaultSeo,
  pageSeo,
  pageTitles,
  notFoundTitle,
  editorTitle,
  seoFor,
  structuredDataClaims,
  localBusinessJsonLd,
  type PageSeo,
} from "./seo";
export type { ImageAsset, CtaLink, Picture, ProcessStep, FaqItem, Stat } from "./types";
export { logo, socialCard } from "./images";
export { homePage, productivityBoost, type HomePage, type ShowcaseItem } from "./home";
export { teamPage, type TeamPage } from "./team";
export {
  projects,
  projectCategories,
  projectIcons,
  portfolioTabs,
  portfolioPage,
  projectsForTab,
  tabShows,
  type PortfolioPage,
  type PortfolioProject,
  type ProjectCategory,
  type ProjectIcon,
  type PortfolioTab,
  type PortfolioTabId,
} from "./portfolio";
export { servicesPage, type ServicesPage, type ServiceCard } from "./services";
export {
  reportPage,
  reportPrice,
  salesCardDelayMs,
  reportDeliveryHours,
  reportPaymentQuery,
  type ReportPage,
  type ReportContentItem,
  type ReportPreviewSlide,
  type ReportSalesCard,
  type ReportConfirmation,
} from "./report";
export { videosPage, type VideosPage, type ChannelVideo } from "./videos";
export { channelVideoUrl, watchVideoLabel, viewProjectLabel } from "./links";
export { playbookPage, playbookTerms, type PlaybookPage, type PlaybookSampleSlide } from "./playbook";
export {
  grandRapidsPage,
  grandRapidsClaims,
  type GrandRapidsPage,
  type IndustryCard,
  type LocalServiceCard,
} from "./grand-rapids";
export { contactPage, type ContactPage } from "./contact";
export { scriptRequiredNote } from "./forms";
export { toasterWords, carouselWords, videoWords, externalLinkWords } from "./interface";
// Every word of each form on this site, one object per form for its `messages` prop, so a page
// loads only its own form's words.
export { newsletterFormMessages } from "./form-words/newsletter";
export { reportFormMessages } from "./form-words/report";
export { playbookFormMessages } from "./form-words/playbook";
export { contactFormMessages } from "./form-words/contact";
export { adminGateMessages } from "./form-words/admin";
export { worklogFormMessages } from "./form-words/worklog";
export { adminPage, type AdminPage } from "./admin";
export { flyerPage, flyerPhone, type FlyerPage } from "./flyer";
export { privacyPolicy } from "./legal/privacy";
export { termsOfService } from "./legal/terms";
export { accessibilityStatement, reportBarrierCta } from "./legal/accessibility";
export type { LegalDocument, LegalSection } from "./legal/types";
export { plainText, type RichText } from "./markdown/rich-text";
export { pageWordsShown } from "./data-files/schemas";
export { cardFont, charactersOffCard } from "./data-files/words";
export { insightsWords } from "./insights/words";
export { insightsPath, postsPerPage, postPath, tagPath, listPagePath, feedPaths, tagSlug } from "./insights/paths";
export {
  listPage,
  listPageCount,
  neighbours,
  relatedPosts,
  tagsInUse,
  summaryOf,
  insightsPages,
  type DatedPage,
  type Post,
  type PostSummary,
  type PostTag,
  type PostListPage,
  type PostBody,
} from "./insights/posts";

export { blogPostingJsonLd, postSeo } from "./insights/structured-data";
