import { portfolioPage, portfolioTabs, tabShows, type PortfolioProject } from "@grand-river/content";
import { FilterTabs, Grid } from "@grand-river/ui";
import { ProjectCard } from "./ProjectCard";

/**
 * The portfolio's All / Websites / Automations tabs over the grid of `projects`' cards (§2.6); the
 * editor's preview shows an entry with it too. On the site the page's address chooses the tab until
 * its script runs, so the prerendered page filters by itself; plain DOM then makes them tabs
 * (../PortfolioIsland.dom.ts).
 */
export function PortfolioTabs({ projects }: { projects: readonly PortfolioProject[] }) {
  return (
    <FilterTabs
      label={portfolioPage.tabsLabel}
      filters={portfolioTabs}
      items={projects}
      shows={(tab, project) => tabShows(tab.id, project)}
      renderList={(cards, filtered) => (
        <Grid as="ul" columns={3} {...filtered}>
          {cards}
        </Grid>
      )}
      renderItem={(project, filtered) => <ProjectCard key={project.id} project={project} filtered={filtered} />}
      emptyState={portfolioPage.emptyState}
    />
  );
}
