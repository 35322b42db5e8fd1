// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { portfolioPage, projects } from "@grand-river/content";
import { PortfolioTabs } from "./PortfolioTabs";
import { showTab, tabElementId } from "./filter";

// Only website projects, so the Automations tab has none: its prerendered HTML, filtered in plain DOM.
const websites = projects.filter((project) => project.category === "website").slice(0, 2);

/** The titles of the cards a visitor sees. */
const shownTitles = () =>
  [...document.querySelectorAll<HTMLElement>('[role="tabpanel"] li h2')]
    .filter((title) => !title.closest("[hidden]"))
    .map((title) => title.textContent);
const emptyState = () => [...document.querySelectorAll("p")].find((p) => p.textContent === portfolioPage.emptyState);

describe("showTab, the portfolio filter in plain DOM", () => {
  beforeEach(() => {
    document.body.innerHTML = renderToString(<PortfolioTabs projects={websites} />);
  });

  it("shows only the chosen category's cards, and every card again for All", () => {
    showTab(document, tabElementId("website"));
    expect(shownTitles()).toEqual(websites.map((project) => project.title));

    showTab(document, tabElementId("automation"));
    expect(shownTitles()).toEqual([]);

    showTab(document, tabElementId("all"));
    expect(shownTitles()).toEqual(websites.map((project) => project.title));
  });

  it("says there is nothing in a tab with no project, and only then", () => {
    expect(emptyState()).not.toBeVisible();

    showTab(document, tabElementId("automation"));
    expect(emptyState()).toBeVisible();
    expect(document.querySelector('[role="tabpanel"] ul')).not.toBeVisible();

    showTab(document, tabElementId("website"));
    expect(emptyState()).not.toBeVisible();
  });
});
