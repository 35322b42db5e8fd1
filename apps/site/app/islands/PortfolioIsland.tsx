import { useState } from "react";
import { portfolioPage, portfolioTabs, projectsForTab, type PortfolioTabId } from "@grand-river/content";
import { Grid, Tab, TabList, TabPanel, Tabs, Text } from "@grand-river/ui";
import { ProjectCard } from "./portfolio/ProjectCard";

// Tab ids become element ids; the prefix keeps "all" and friends from clashing with anything else.
const tabElementId = (id: PortfolioTabId) => `projects-${id}`;
const tabFromElementId = (elementId: string | null | undefined) =>
  portfolioTabs.find((tab) => tabElementId(tab.id) === elementId)?.id;

/** The portfolio's All / Websites / Automations tabs over the grid of project cards (§2.6). */
export default function PortfolioIsland() {
  const [selected, setSelected] = useState<PortfolioTabId>("all");
  const shown = projectsForTab(selected);
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
      {/* One panel for every tab: the cards are rendered once and the tab only narrows them. */}
      <TabPanel tabId={tabElementId(selected)}>
        {shown.length === 0 ? (
          <Text tone="muted">{portfolioPage.emptyState}</Text>
        ) : (
          <Grid as="ul" columns={3}>
            {shown.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </Grid>
        )}
      </TabPanel>
    </Tabs>
  );
}
