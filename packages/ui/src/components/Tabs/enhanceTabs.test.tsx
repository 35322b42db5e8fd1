import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enhanceTabs } from "./enhanceTabs.js";
import { Tab, TabList, TabPanel, Tabs } from "./Tabs.js";

/** `Tabs`' prerendered HTML in the page, wired by `enhanceTabs` alone: no React in the browser. */
function prerendered(tabs: React.ReactElement, onSelect?: (tab: HTMLElement) => void) {
  document.body.innerHTML = renderToString(tabs);
  return enhanceTabs(screen.getByRole("tablist"), onSelect);
}

const ownPanels = (
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

const sharedPanel = (
  <Tabs defaultSelectedId="all">
    <TabList aria-label="Filter projects">
      <Tab id="all">All</Tab>
      <Tab id="website">Websites</Tab>
    </TabList>
    <TabPanel tabId="all">The cards</TabPanel>
  </Tabs>
);

afterEach(() => {
  document.body.innerHTML = "";
});

describe("enhanceTabs", () => {
  it("shows the tapped tab's panel on Tabs' prerendered HTML, and only it", async () => {
    const user = userEvent.setup();
    prerendered(ownPanels);

    await user.click(screen.getByRole("tab", { name: "Websites" }));

    expect(screen.getByRole("tab", { name: "Websites" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("tabpanel", { name: "Websites" })).toHaveTextContent("Only websites");
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    expect(screen.getByRole("tab", { name: "Websites" })).toHaveAttribute(
      "aria-controls",
      screen.getByRole("tabpanel").id,
    );
  });

  it("keeps one tab in the tab order and moves and selects with the arrow keys (wrapping), Home and End", async () => {
    const user = userEvent.setup();
    prerendered(ownPanels);

    await user.tab();
    expect(screen.getByRole("tab", { name: "All" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Websites" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Only websites");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Automations" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "All" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Automations" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Only automations");

    // Tab leaves the list rather than visiting every tab.
    await user.tab();
    expect(screen.getByRole("tab", { name: "All" })).not.toHaveFocus();
    expect(screen.getByRole("tab", { name: "Websites" })).not.toHaveFocus();
  });

  it("relabels a panel every tab shares, and tells the page which tab the visitor chose", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    prerendered(sharedPanel, onSelect);
    expect(onSelect).not.toHaveBeenCalled();

    await user.click(screen.getByRole("tab", { name: "Websites" }));

    expect(screen.getByRole("tabpanel", { name: "Websites" })).toHaveTextContent("The cards");
    expect(onSelect).toHaveBeenCalledWith(screen.getByRole("tab", { name: "Websites" }));
  });

  it("stops answering once unwired", async () => {
    const user = userEvent.setup();
    const unwire = prerendered(ownPanels);
    unwire();

    await user.click(screen.getByRole("tab", { name: "Websites" }));

    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
  });
});
