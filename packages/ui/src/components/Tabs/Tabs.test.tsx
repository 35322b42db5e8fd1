import { render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Tab, TabList, TabPanel, Tabs } from "./Tabs.js";

// Explicit ids and a default selection let the prerendered HTML show the first panel.
function PortfolioFilter() {
  return (
    <Tabs defaultSelectedId="all">
      <TabList aria-label="Filter projects">
        <Tab id="all">All</Tab>
        <Tab id="website">Websites</Tab>
        <Tab id="automation">Automations</Tab>
      </TabList>
      <TabPanel tabId="all">Every project</TabPanel>
      <TabPanel tabId="website">Only websites</TabPanel>
      <TabPanel tabId="automation">Only automations</TabPanel>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("starts on the first tab with only its panel shown", async () => {
    render(<PortfolioFilter />);

    const all = screen.getByRole("tab", { name: "All" });
    expect(all).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel", { name: "All" });
    expect(panel).toHaveTextContent("Every project");
    await waitFor(() => expect(all).toHaveAttribute("aria-controls", panel.id));
    expect(screen.getByText("Only websites")).not.toBeVisible();
  });

  it("shows the chosen tab's panel when a tab is clicked", async () => {
    const user = userEvent.setup();
    render(<PortfolioFilter />);

    await user.click(screen.getByRole("tab", { name: "Websites" }));

    expect(screen.getByRole("tab", { name: "Websites" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("tabpanel", { name: "Websites" })).toHaveTextContent("Only websites");
    await waitFor(() => expect(screen.getByText("Every project")).not.toBeVisible());
  });

  it("keeps one tab in the tab order and moves between tabs with the arrow keys, Home and End", async () => {
    const user = userEvent.setup();
    render(<PortfolioFilter />);

    await user.tab();
    expect(screen.getByRole("tab", { name: "All" })).toHaveFocus();

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Websites" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Websites" })).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(screen.getByRole("tabpanel")).toHaveTextContent("Only websites"));

    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Automations" })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole("tabpanel")).toHaveTextContent("Only automations"));

    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "All" })).toHaveFocus();

    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Automations" })).toHaveFocus();

    // Tab leaves the tab list for the panel rather than visiting every tab.
    await waitFor(() => expect(screen.getAllByRole("tabpanel")).toHaveLength(1));
    await user.tab();
    expect(screen.getByRole("tabpanel", { name: "Automations" })).toHaveFocus();
  });

  it("prerenders the default tab's panel visible and the others hidden", () => {
    document.body.innerHTML = renderToString(<PortfolioFilter />);

    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Every project");
    expect(screen.getByText("Only websites")).not.toBeVisible();
    document.body.innerHTML = "";
  });

  it("reports the selected tab to a controlling parent", async () => {
    const user = userEvent.setup();
    const setSelectedId = vi.fn();
    render(
      <Tabs setSelectedId={setSelectedId}>
        <TabList aria-label="Filter projects">
          <Tab id="all">All</Tab>
          <Tab id="automation">Automations</Tab>
        </TabList>
        <TabPanel tabId="all">Every project</TabPanel>
        <TabPanel tabId="automation">Only automations</TabPanel>
      </Tabs>,
    );

    await user.click(screen.getByRole("tab", { name: "Automations" }));

    expect(setSelectedId).toHaveBeenLastCalledWith("automation");
  });

  it("explains the mistake when a tab is used outside Tabs", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});

    expect(() => render(<Tab>Orphan</Tab>)).toThrow("<Tab> must be used inside <Tabs>.");
  });
});
