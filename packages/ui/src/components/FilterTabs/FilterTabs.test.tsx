import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ProjectFilter, projects } from "./fixture.js";

const shownTitles = () => screen.queryAllByRole("heading").map((heading) => heading.textContent);

describe("FilterTabs rendered by React", () => {
  it("shows every item under the first tab, and only the chosen tab's after a press", async () => {
    const user = userEvent.setup();
    render(<ProjectFilter />);
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    expect(shownTitles()).toEqual(projects.map((project) => project.title));

    await user.click(screen.getByRole("tab", { name: "Automations" }));

    expect(screen.getByRole("tab", { name: "Automations" })).toHaveAttribute("aria-selected", "true");
    expect(shownTitles()).toEqual([]);
    expect(screen.getByText("No projects in this category yet.")).toBeVisible();
    expect(screen.getByRole("tabpanel", { name: "Automations" })).toBeVisible();

    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    expect(shownTitles()).toHaveLength(projects.length);
  });

  it("leaves the page's address alone: here the choice is React's", async () => {
    const user = userEvent.setup();
    render(<ProjectFilter />);
    const before = location.href;

    await user.click(screen.getByRole("tab", { name: "Websites" }));

    expect(location.href).toBe(before);
    expect(screen.getByRole("tab", { name: "Websites" })).toHaveAttribute("aria-selected", "true");
  });

  it("links each tab to its own address and tells the stylesheet which tabs show what", () => {
    render(<ProjectFilter />);
    expect(screen.getByRole("tab", { name: "Websites" })).toHaveAttribute("href", "#website");
    expect(document.getElementById("website")?.closest('[role="tab"]')).toBe(
      screen.getByRole("tab", { name: "Websites" }),
    );
    // Every project is a website: shown by the first two tabs, and the third shows the empty state.
    expect(screen.getAllByRole("listitem").map((item) => item.getAttribute("data-filter-in"))).toEqual([
      "1 2",
      "1 2",
      "1 2",
    ]);
    expect(screen.getByRole("list")).toHaveAttribute("data-filter-in", "1 2");
    expect(screen.getByText("No projects in this category yet.", { ignore: false })).toHaveAttribute(
      "data-filter-only",
      "3",
    );
  });
});
