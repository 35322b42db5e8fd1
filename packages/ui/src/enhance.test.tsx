import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DarkModeSwitch } from "./components/DarkModeSwitch/DarkModeSwitch.js";
import { LazyImage } from "./components/LazyImage/LazyImage.js";
import { MobileMenu } from "./components/MobileMenu/MobileMenu.js";
import { NavItem } from "./components/NavItem/NavItem.js";
import { SiteHeader } from "./components/SiteHeader/SiteHeader.js";
import { darkModeBootScript, DARK_MODE_STORAGE_KEY } from "./theme/darkMode.js";
import { enhance } from "./enhance.js";
import { fakePopover } from "./testing/fakePopover.js";

/**
 * Pages that run no framework: the components' server HTML, put in the document as a browser would
 * parse it, then `enhance()`, and no React on the client at all.
 */
function prerender(element: React.ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  enhance(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.className = "";
  sessionStorage.clear();
  window.scrollY = 0;
});

// jsdom has the popover attribute but not its methods; these behave as a browser's do.
let takeAwayPopover = () => {};
beforeEach(() => {
  takeAwayPopover = fakePopover();
});
afterEach(() => takeAwayPopover());

describe("enhance, on prerendered markup with no React", () => {
  it("turns the header opaque past 20 px of scroll", () => {
    prerender(<SiteHeader brand={<a href="/">Grand River AI</a>} />);
    const banner = screen.getByRole("banner");
    expect(banner).toHaveAttribute("data-scrolled", "false");

    window.scrollY = 21;
    fireEvent.scroll(window);

    expect(banner).toHaveAttribute("data-scrolled", "true");
  });

  it("opens the mobile menu, focuses its first link, and closes it from its close button", async () => {
    const user = userEvent.setup();
    prerender(
      <MobileMenu>
        <NavItem href="#home">Home</NavItem>
        <NavItem href="#team">Team</NavItem>
      </MobileMenu>,
    );
    const open = screen.getByRole("button", { name: "Open mobile menu" });

    await user.click(open);
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    expect(within(dialog).getByRole("link", { name: "Home" })).toHaveFocus();

    await user.click(within(dialog).getByRole("button", { name: "Close mobile menu" }));
    expect(dialog).not.toBeVisible();
    await waitFor(() => expect(open).toHaveFocus());
  });

  it("switches dark mode and keeps the choice for the tab's next page", async () => {
    const user = userEvent.setup();
    prerender(<DarkModeSwitch />);

    await user.click(screen.getByRole("switch", { name: "Dark mode" }));

    expect(document.documentElement).toHaveClass("dark");
    expect(sessionStorage.getItem(DARK_MODE_STORAGE_KEY)).toBe("1");
    await user.click(screen.getByRole("switch", { name: "Dark mode" }));
    expect(document.documentElement).not.toHaveClass("dark");
    expect(sessionStorage.getItem(DARK_MODE_STORAGE_KEY)).toBeNull();
  });

  it("shows the switch on when the page arrived dark", () => {
    document.documentElement.classList.add("dark");
    prerender(<DarkModeSwitch />);

    expect(screen.getByRole("switch", { name: "Dark mode" })).toBeChecked();
  });

  it("loads a lazy image once it comes near the viewport", () => {
    let reportIntersection!: (entries: Partial<IntersectionObserverEntry>[]) => void;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          reportIntersection = (entries) => callback(entries as IntersectionObserverEntry[], this as never);
        }
        observe() {}
        disconnect() {}
      },
    );
    const container = prerender(
      <LazyImage
        src="/m/founder-800.png"
        sources={[{ type: "image/avif", srcSet: "/m/founder-800.avif 800w" }]}
        alt="Founder portrait"
        width={400}
        height={500}
      />,
    );
    expect(container.querySelector("img:not([hidden])")).toBeNull();

    act(() => reportIntersection([{ isIntersecting: true }]));

    const image = container.querySelector("img:not([hidden])");
    expect(image).toHaveAttribute("src", "/m/founder-800.png");
    expect(image).toHaveAccessibleName("Founder portrait");
    expect(container.querySelector("source")).toHaveAttribute("srcset", "/m/founder-800.avif 800w");
    vi.unstubAllGlobals();
  });

  it("wires each element once, however often it runs", async () => {
    const user = userEvent.setup();
    const container = prerender(<DarkModeSwitch />);
    enhance(container);

    await user.click(screen.getByRole("switch", { name: "Dark mode" }));

    // Wired twice, the one click would switch it on and straight off again.
    expect(document.documentElement).toHaveClass("dark");
  });
});

describe("the dark-mode boot script", () => {
  /** Runs the inline script as the page's head would, after a navigation of `type`. */
  function boot(type: NavigationTimingType) {
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([{ type } as PerformanceNavigationTiming]);
    // The script ships as a string for an inline <script>; running that string is the point.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
    new Function(darkModeBootScript)();
    vi.restoreAllMocks();
  }

  it("applies the tab's dark choice before paint when the visitor moves to another page", () => {
    sessionStorage.setItem(DARK_MODE_STORAGE_KEY, "1");

    boot("navigate");

    expect(document.documentElement).toHaveClass("dark");
  });

  it("starts light on a reload, and forgets the choice", () => {
    sessionStorage.setItem(DARK_MODE_STORAGE_KEY, "1");

    boot("reload");

    expect(document.documentElement).not.toHaveClass("dark");
    expect(sessionStorage.getItem(DARK_MODE_STORAGE_KEY)).toBeNull();
  });

  it("starts light in a tab that never chose", () => {
    boot("navigate");

    expect(document.documentElement).not.toHaveClass("dark");
  });

  it("catches up when the back/forward cache restores a page left before the choice changed", async () => {
    boot("navigate");
    sessionStorage.setItem(DARK_MODE_STORAGE_KEY, "1");

    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));

    await waitFor(() => expect(document.documentElement).toHaveClass("dark"));
  });
});
