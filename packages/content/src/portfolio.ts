import portfolioFile from "../data/portfolio.json" with { type: "json" };
import type { PortfolioFile } from "./data-files/schemas";
import { pictureOf, type Picture } from "./types";

export { projectCategories, projectIcons, type ProjectCategory, type ProjectIcon } from "./data-files/choices";
import type { ProjectCategory, ProjectIcon } from "./data-files/choices";

/** A portfolio card (§3 "Portfolio project"). */
export interface PortfolioProject {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly category: ProjectCategory;
  /** The live project, opened in a new tab under "View Project". */
  readonly link?: string;
  /** A walkthrough on the video channel, opened in a new tab under "Watch Video". */
  readonly videoLink?: string;
  readonly icon?: ProjectIcon;
  /** A screenshot or photo at the top of the card. */
  readonly image?: Picture;
  readonly tags: readonly string[];
}

/** The filter tabs: "all" plus one per category. */
export type PortfolioTabId = "all" | ProjectCategory;

/** One filter tab. */
export interface PortfolioTab {
  readonly id: PortfolioTabId;
  readonly label: string;
}

/** Filter tabs in the spec's order (§2.6). */
export const portfolioTabs: readonly [PortfolioTab, PortfolioTab, PortfolioTab] = [
  { id: "all", label: "All" },
  { id: "website", label: "Websites" },
  { id: "automation", label: "Automations" },
];

/** Page words of /portfolio around the tabs and the grid. */
export interface PortfolioPage {
  readonly heading: string;
  readonly intro: string;
  /** Accessible name of the tab list. */
  readonly tabsLabel: string;
  readonly emptyState: string;
  /** Suffix for screen readers on every outbound card link. */
  readonly opensInNewTab: string;
}

/** Page words of /portfolio. */
export const portfolioPage: PortfolioPage = {
  heading: "Our Work",
  intro:
    "Websites and AI automations we have built for businesses across Grand Rapids and West Michigan. Every project started with the same question: where is your team losing hours it shouldn't?",
  tabsLabel: "Filter projects by type",
  emptyState: "No projects in this category yet.",
  opensInNewTab: "(opens in a new tab)",
};

/** A portfolio file's projects as the cards show them: a project's id is its place in the list, and an empty string (the editor's cleared field) is no link, icon or picture. */
export function projectsFrom(file: PortfolioFile): PortfolioProject[] {
  return file.projects.map(({ link, videoLink, icon, image, ...project }, index) => ({
    id: index + 1,
    ...project,
    ...(link ? { link } : {}),
    ...(videoLink ? { videoLink } : {}),
    ...(icon ? { icon } : {}),
    ...(image?.file ? { image: pictureOf(image) } : {}),
  }));
}

/**
 * The projects, in the order of packages/content/data/portfolio.json (19 at launch, §2.6), which
 * the agency edits at /edit; the build has checked the file against `PortfolioFileSchema`.
 */
export const projects: readonly PortfolioProject[] = projectsFrom(portfolioFile as PortfolioFile);

/** The projects a tab shows: all of `shown` (the site's projects unless given), or one category. */
export function projectsForTab(
  tab: PortfolioTabId,
  shown: readonly PortfolioProject[] = projects,
): readonly PortfolioProject[] {
  return shown.filter((project) => tabShows(tab, project));
}

/** Whether the filter tab `tab` shows `project`: "all" shows every one. */
export function tabShows(tab: PortfolioTabId, project: PortfolioProject): boolean {
  return tab === "all" || project.category === tab;
}
