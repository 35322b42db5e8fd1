import { FilterTabs, type FilterTabsProps } from "./FilterTabs.js";

/** Projects to filter in the tests and the stories: no automation among them. */
export const projects = [
  { title: "Shop front", category: "website" },
  { title: "Menu site", category: "website" },
  { title: "Studio site", category: "website" },
] as const;

export type Project = (typeof projects)[number];

const filters = [
  { id: "all", label: "All" },
  { id: "website", label: "Websites" },
  { id: "automation", label: "Automations" },
];

/** The portfolio's filter over `projects`, as a page would compose it. */
export const projectFilter: FilterTabsProps<Project> = {
  label: "Filter projects",
  filters,
  items: projects,
  shows: (filter, project) => filter.id === "all" || filter.id === project.category,
  renderList: (items, filtered) => <ul {...filtered}>{items}</ul>,
  renderItem: (project, filtered) => (
    <li key={project.title} {...filtered}>
      <h2>{project.title}</h2>
    </li>
  ),
  emptyState: "No projects in this category yet.",
};

export function ProjectFilter() {
  return <FilterTabs {...projectFilter} />;
}
