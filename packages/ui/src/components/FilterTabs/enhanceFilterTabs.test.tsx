import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { enhanceFilterTabs } from "./enhanceFilterTabs.js";
import { ProjectFilter } from "./fixture.js";

/** `FilterTabs`' prerendered HTML in the page, wired by `enhanceFilterTabs` alone. */
function prerendered() {
  document.body.innerHTML = renderToString(<ProjectFilter />);
  return enhanceFilterTabs(document.body.firstElementChild as HTMLElement);
}

const tab = (name: string) => screen.getByRole("tab", { name });
const hashChange = () => new Promise((resolve) => addEventListener("hashchange", resolve, { once: true }));

afterEach(() => {
  document.body.innerHTML = "";
  history.replaceState(null, "", location.pathname);
});

describe("enhanceFilterTabs", () => {
  it("puts the pressed tab's address in place of the page's, adding no history, and selects the tab", async () => {
    const user = userEvent.setup();
    prerendered();
    const steps = history.length;

    await user.click(tab("Websites"));

    await expect.poll(() => location.hash).toBe("#website");
    expect(history.length).toBe(steps);
    expect(tab("Websites")).toHaveAttribute("aria-selected", "true");
    expect(tab("All")).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("tabpanel", { name: "Websites" })).toBeInTheDocument();
    // What the stylesheet filters by once wired: the place of the chosen tab.
    expect(document.body.firstElementChild).toHaveAttribute("data-filter-chosen", "2");
  });

  it("moves and chooses with the arrow keys, and takes Space and Enter on a tab as a press", async () => {
    const user = userEvent.setup();
    prerendered();

    await user.tab();
    expect(tab("All")).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(tab("Websites")).toHaveFocus();
    await expect.poll(() => location.hash).toBe("#website");

    await user.keyboard("{ArrowRight}");
    await expect.poll(() => location.hash).toBe("#automation");
    tab("All").focus();
    await user.keyboard(" ");
    await expect.poll(() => location.hash).toBe("#all");
    expect(tab("All")).toHaveAttribute("aria-selected", "true");
    tab("Websites").focus();
    await user.keyboard("{Enter}");
    expect(tab("Websites")).toHaveAttribute("aria-selected", "true");
    expect(tab("Websites")).toHaveFocus();
  });

  it("selects the tab the address names as it wires, and again when the address names another", async () => {
    history.replaceState(null, "", "#automation");
    prerendered();
    expect(tab("Automations")).toHaveAttribute("aria-selected", "true");
    expect(document.body.firstElementChild).toHaveAttribute("data-filter-chosen", "3");

    let changed = hashChange();
    location.hash = "#website";
    await changed;
    expect(tab("Websites")).toHaveAttribute("aria-selected", "true");

    changed = hashChange();
    location.hash = "#main";
    await changed;
    // An address that names no tab (the skip link's) leaves the choice as it is.
    expect(tab("Websites")).toHaveAttribute("aria-selected", "true");
  });

  it("stops answering once unwired", async () => {
    const user = userEvent.setup();
    const unwire = prerendered();
    unwire();

    await user.click(tab("Websites"));

    expect(tab("All")).toHaveAttribute("aria-selected", "true");
  });
});
