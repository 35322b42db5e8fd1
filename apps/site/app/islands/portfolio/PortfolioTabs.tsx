import { useState } from "react";
import {
  portfolioPage,
  portfolioTabs,
  projectsForTab,
  type PortfolioProject,
  type PortfolioTabId,
} from "@grand-river/content";
import { Grid, Tab, TabList, TabPanel, Tabs, Text } from "@grand-river/ui";
import { EMPTY_STATE_ATTRIBUTE, tabElementId } from "./filter";
import { ProjectCard } from "./ProjectCard";

const tabFromElementId = (elementId: string | null | undefined) =>
  portfolioTabs.find((tab) => tabElementId(tab.id) === elementId)?.id;

/**
 * The portfolio's All / Websites / Automations tabs over the grid of `projects`' cards (§2.6); the
 * editor's preview shows an entry with it too. On the site only its HTML is React's: the browser
 * wires it in plain DOM (../PortfolioIsland.dom.ts), so the markup both filter is the same.
 */
export function PortfolioTabs({ projects }: { projects: readonly PortfolioProject[] }) {
  const [selected, setSelected] = useState<PortfolioTabId>("all");
  const shown = projectsForTab(selected, projects);
  return (
    <Tabs
      selectedId={tabElementId(selected)}
      setSelectedId={(elementId) => setSelected(tabFromElementId(elementId) ?? "all")}
    >
      <TabList aria-label={portfolioPage.tabsLabel}>
        {portfolioTabs.map((tab) => (
          <Tab key={tab.id} id={tabElementId(tab.id)}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {/* One panel for every tab, with every card in it: a tab hides the cards it leaves out, so
          switching tabs creates and removes nothing. */}
      <TabPanel tabId={tabElementId(selected)}>
        <Text tone="muted" hidden={shown.length > 0} {...{ [EMPTY_STATE_ATTRIBUTE]: "" }}>
          {portfolioPage.emptyState}
        </Text>
        <Grid as="ul" columns={3} hidden={shown.length === 0}>
          {projects.map((project) => (
            <ProjectCard key={project.id} project={project} hidden={!shown.includes(project)} />
          ))}
        </Grid>
      </TabPanel>
    </Tabs>
  );
}
