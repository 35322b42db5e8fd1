import { viewProjectLabel, watchVideoLabel } from "./links";
import { projectCategories, projects, projectsForTab, portfolioTabs } from "./portfolio";

describe("portfolio projects", () => {
  it("lists exactly 19 projects", () => {
    expect(projects).toHaveLength(19);
  });

  it("gives every project a unique id", () => {
    const ids = projects.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("files every project as either a website or an automation, and has both", () => {
    for (const project of projects) expect(projectCategories).toContain(project.category);
    expect(new Set(projects.map((p) => p.category))).toEqual(new Set(["website", "automation"]));
  });

  it("gives every project a title, a description and at least one tag", () => {
    for (const project of projects) {
      expect(project.title.trim()).not.toBe("");
      expect(project.description.length).toBeGreaterThan(40);
      expect(project.tags.length).toBeGreaterThan(0);
    }
  });

  it("has some projects with a video and some with a live link, all absolute https addresses", () => {
    expect(projects.some((p) => p.videoLink)).toBe(true);
    expect(projects.some((p) => p.link)).toBe(true);
    const hrefs = projects.flatMap((p) => [p.link, p.videoLink]).filter((h): h is string => h !== undefined);
    for (const href of hrefs) {
      expect(new URL(href).protocol).toBe("https:");
    }
  });

  it("labels the two card links as the spec words them", () => {
    expect(watchVideoLabel).toBe("Watch Video");
    expect(viewProjectLabel).toBe("View Project");
  });
});

describe("portfolio tabs", () => {
  it("reads All, Websites, Automations in that order", () => {
    expect(portfolioTabs.map((t) => t.label)).toEqual(["All", "Websites", "Automations"]);
  });

  it.each([
    ["all", 19, ["website", "automation"]],
    ["website", 9, ["website"]],
    ["automation", 10, ["automation"]],
  ] as const)("the %s tab shows %i projects, of the kinds %j", (tab, count, categories) => {
    const shown = projectsForTab(tab);
    expect(shown).toHaveLength(count);
    expect(new Set(shown.map((p) => p.category))).toEqual(new Set(categories));
  });

  it("shows every project, in the portfolio's order, under the all tab", () => {
    expect(projectsForTab("all")).toEqual(projects);
  });

  it("splits the portfolio between the two category tabs with nothing lost", () => {
    expect(projectsForTab("website").length + projectsForTab("automation").length).toBe(projects.length);
  });
});
