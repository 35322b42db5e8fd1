/**
 * The interactions the interaction bench makes, one visit each, on a phone: `path` opened, and after
 * `prepare` (which scrolls the control into sight, or wakes a form) the one `act` whose input events
 * are timed. `shown`, run in the page with `{ scripts }`, says when the visitor sees the act answered:
 * it returns `performance.now()` once they do, false before. Controls are found by role and name, as
 * a visitor finds them. `plain` names the reference (below) that makes the same touch on plain HTML,
 * where there is one: the budgets judge the floor against it.
 */

/** The words typed to wake a form before timing a keystroke once it is awake. */
const wakingWords = "hello";

/** How long a visitor looks at what came into sight, or at what their last input showed, before the next. */
const visitorPauseMs = 1000;

/** The visitor looks before reaching again: their own pause, once the page shows what they look at. */
const lookAtIt = (page) => page.waitForTimeout(visitorPauseMs);

/** Two frames: what the last input changed is drawn. */
const twoFrames = (page) =>
  page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => drawn()))));

/**
 * Drags a finger up the screen by `distance` CSS pixels (at most ~half the screen) and holds it
 * still before lifting it, so the page scrolls that far down and does not fling on. (CDP's
 * synthesized touch scroll gesture does not scroll this Chromium; raw touch events do.)
 */
async function swipeOnce(page, cdp, distance) {
  const { width, height } = page.viewportSize();
  const x = Math.round(width / 2);
  const from = Math.round(distance > 0 ? height * 0.75 : height * 0.25);
  const steps = 12;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y: from }] });
  for (let step = 1; step <= steps; step += 1) {
    const y = Math.round(from - (distance * step) / steps);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
  }
  await page.waitForTimeout(100);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** Swipes the page `distance` CSS pixels down (up when negative), as a phone's visitor moves around it. */
async function swipe(page, distance) {
  const cdp = await page.context().newCDPSession(page);
  const most = page.viewportSize().height * 0.45;
  try {
    for (let left = distance; Math.abs(left) > 8;) {
      const before = await page.evaluate(() => scrollY);
      await swipeOnce(page, cdp, Math.max(-most, Math.min(most, left)));
      const moved = (await page.evaluate(() => scrollY)) - before;
      if (moved === 0) break;
      left -= moved;
    }
  } finally {
    await cdp.detach();
  }
  await twoFrames(page);
  await lookAtIt(page);
}

/** Swipes `control` to the middle of the screen: nobody taps what is not on screen. */
async function swipeIntoSight(page, control) {
  const box = await control.boundingBox();
  const { height } = page.viewportSize();
  await swipe(page, box.y + box.height / 2 - height / 2);
}

/** Taps the middle of `control` with a finger. */
async function tap(page, control) {
  const box = await control.boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const nameField = (page) => page.getByRole("textbox", { name: "Name", exact: true });
const menuButton = (page, name) => page.getByRole("button", { name, exact: true });

export const interactionScenarios = [
  {
    id: "first-keystroke",
    label: "first keystroke while the form wakes",
    route: "/contact",
    path: "/contact",
    // The visitor: taps the field 300 ms after load, then the first key is timed.
    prepare: (page) => tap(page, nameField(page)),
    act: (page) => page.keyboard.type("h"),
    shown: () => document.activeElement?.value === "h" && performance.now(),
    plain: "plain-keystroke",
  },
  {
    id: "tap-and-type",
    label: "a tap on the first field at once, then typing",
    route: "/contact",
    path: "/contact",
    // The first input after the load is the tap itself, with no swipe before it to take that
    // cost: the tap and every key are timed, while the form wakes.
    act: async (page) => {
      await tap(page, nameField(page));
      await page.keyboard.type(wakingWords);
    },
    // The page runs this alone, so `wakingWords` is written out: all of it kept.
    shown: () => document.activeElement?.value === "hello" && performance.now(),
    plain: "plain-tap-and-type",
  },
  {
    id: "awake-keystroke",
    label: "keystroke once the form is awake",
    route: "/contact",
    path: "/contact",
    prepare: async (page, { scripts }) => {
      await tap(page, nameField(page));
      await page.keyboard.type(wakingWords);
      await page.waitForFunction((typed) => document.activeElement?.value === typed, wakingWords);
      if (scripts) await page.locator("[data-island-state=awake]").first().waitFor({ timeout: 30_000 });
      await lookAtIt(page);
    },
    act: (page) => page.keyboard.type("x"),
    shown: () => document.activeElement?.value.endsWith("x") && performance.now(),
  },
  {
    id: "menu-open",
    label: "opening the menu",
    route: "/services",
    path: "/services",
    // A visitor reads a little of the page first; the header, and its menu button, stay in sight.
    prepare: (page) => swipe(page, 400),
    act: (page) => tap(page, menuButton(page, "Open mobile menu")),
    shown: () => document.querySelector("[data-mobile-menu]")?.checkVisibility() && performance.now(),
    plain: "plain-dialog",
  },
  {
    id: "menu-close",
    label: "closing the menu",
    route: "/services",
    path: "/services",
    prepare: async (page) => {
      await tap(page, menuButton(page, "Open mobile menu"));
      // The menu is open and has finished sliding in.
      await page.waitForFunction(() => {
        const menu = document.querySelector("[data-mobile-menu]");
        return menu?.checkVisibility() && menu.getAnimations({ subtree: true }).every((a) => a.playState !== "running");
      });
      await lookAtIt(page);
    },
    act: (page) => tap(page, menuButton(page, "Close mobile menu")),
    shown: () => !document.querySelector("[data-mobile-menu]")?.checkVisibility() && performance.now(),
  },
  {
    id: "theme",
    label: "switching the theme",
    route: "/services",
    path: "/services",
    prepare: (page) => swipeIntoSight(page, page.getByRole("switch", { name: "Dark mode" })),
    act: async (page) =>
      tap(page, page.locator("label").filter({ has: page.getByRole("switch", { name: "Dark mode" }) })),
    // Scripts off, the switch flips and the page keeps its colours.
    shown: ({ scripts }) =>
      (scripts
        ? document.documentElement.classList.contains("dark")
        : document.querySelector("input[role=switch]").checked) && performance.now(),
  },
  {
    id: "faq",
    label: "opening an FAQ",
    route: "/ai-playbook",
    path: "/ai-playbook",
    prepare: (page) => swipeIntoSight(page, page.locator("summary").first()),
    act: (page) => tap(page, page.locator("summary").first()),
    shown: () => document.querySelector("details").open && performance.now(),
    plain: "plain-details",
  },
  {
    id: "tab",
    label: "a portfolio tab",
    route: "/portfolio",
    path: "/portfolio",
    prepare: (page) => swipeIntoSight(page, page.getByRole("tab", { name: "Websites" })),
    act: (page) => tap(page, page.getByRole("tab", { name: "Websites" })),
    // The answer is the grid as much as the tab: only the cards of *Websites*, the second tab, left
    // (the stylesheet filters, scripts or none), and with scripts the tab marked selected.
    shown: ({ scripts }) =>
      (!scripts || document.querySelector("[role=tab][aria-selected=true]")?.textContent.trim() === "Websites") &&
      [...document.querySelectorAll("[role=tabpanel] li[data-filter-in]")].every(
        (card) =>
          card.checkVisibility({ visibilityProperty: true }) ===
          card.getAttribute("data-filter-in").split(" ").includes("2"),
      ) &&
      performance.now(),
  },
  {
    id: "carousel",
    label: "a carousel arrow",
    route: "/ai-report",
    path: "/ai-report",
    prepare: (page) => swipeIntoSight(page, page.getByRole("button", { name: "Next slide" })),
    act: (page) => tap(page, page.getByRole("button", { name: "Next slide" })),
    shown: ({ scripts }) =>
      (!scripts ||
        [...document.querySelectorAll("[aria-roledescription]")].some(
          (slide) => slide.getAttribute("aria-label").startsWith("2 of") && !slide.hasAttribute("aria-hidden"),
        )) &&
      performance.now(),
  },
  {
    id: "video",
    label: "playing the video",
    route: "/",
    path: "/",
    prepare: (page) => swipeIntoSight(page, page.getByRole("button", { name: /^Play video/ })),
    act: (page) => tap(page, page.getByRole("button", { name: /^Play video/ })),
    // The player in place of the poster; scripts off, the poster's button does nothing.
    shown: ({ scripts }) =>
      (!scripts || document.querySelector("iframe[src*='youtube-nocookie']") !== null) && performance.now(),
  },
  {
    id: "slider",
    label: "a slider step",
    route: "/ai-playbook",
    path: "/ai-playbook",
    prepare: async (page) => {
      const slider = page.getByRole("slider").first();
      await swipeIntoSight(page, slider);
      await slider.focus();
      await slider.evaluate((input) => Object.defineProperty(window, "__benchValueBefore", { value: input.value }));
    },
    act: (page) => page.keyboard.press("ArrowRight"),
    shown: () => document.activeElement.value !== window.__benchValueBefore && performance.now(),
  },
];

/**
 * Plain HTML with no CSS and no script, a page long enough to swipe: a text field at the top, then a
 * button that opens a modal `<dialog>` of links (invoker commands, as the site's menu without its
 * script), then a native disclosure. What this machine's browser charges for a touch at all.
 */
const barePage =
  '<!doctype html><html lang="en"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Plain HTML</title><label>Name <input></label>" +
  "<p>A paragraph of plain text, so the page is long enough to swipe.</p>".repeat(10) +
  '<button type="button" commandfor="menu" command="show-modal">Menu</button>' +
  '<dialog id="menu"><nav><a href="/">Home</a> <a href="/services">Services</a></nav></dialog>' +
  "<p>A paragraph of plain text, so the page is long enough to swipe.</p>".repeat(20) +
  "<details><summary>A question</summary><p>Its answer.</p></details>" +
  "<p>More plain text after the question.</p>".repeat(30);

/**
 * The references: the same kinds of touch on `barePage`, timed the same way, once a run (with no
 * script to remove there is no floor of their own). They are the lowest any page can get on this
 * machine, so they say whether a budget is within its reach; no budget applies to them.
 */
export const referenceScenarios = [
  {
    id: "plain-keystroke",
    label: "plain HTML: first keystroke",
    path: "/__bench/plain-html",
    html: barePage,
    prepare: (page) => tap(page, page.getByRole("textbox", { name: "Name" })),
    act: (page) => page.keyboard.type("h"),
    shown: () => document.activeElement?.value === "h" && performance.now(),
  },
  {
    id: "plain-tap-and-type",
    label: "plain HTML: a tap on the field at once, then typing",
    path: "/__bench/plain-html",
    html: barePage,
    act: async (page) => {
      await tap(page, page.getByRole("textbox", { name: "Name" }));
      await page.keyboard.type(wakingWords);
    },
    // The page runs this alone, so `wakingWords` is written out: all of it kept.
    shown: () => document.activeElement?.value === "hello" && performance.now(),
  },
  {
    id: "plain-dialog",
    label: "plain HTML: opening a modal <dialog>",
    path: "/__bench/plain-html",
    html: barePage,
    prepare: (page) => swipeIntoSight(page, page.getByRole("button", { name: "Menu" })),
    act: (page) => tap(page, page.getByRole("button", { name: "Menu" })),
    shown: () => document.querySelector("dialog[open]")?.checkVisibility() && performance.now(),
  },
  {
    id: "plain-details",
    label: "plain HTML: opening a <details>",
    path: "/__bench/plain-html",
    html: barePage,
    prepare: (page) => swipeIntoSight(page, page.locator("summary")),
    act: (page) => tap(page, page.locator("summary")),
    shown: () => document.querySelector("details").open && performance.now(),
  },
];

/** How long after the load event the visitor starts: the typing bench's 300 ms. */
export const startAfterLoadMs = 300;

/** Chrome's CPU slowdown: a mid-range phone. */
export const cpuSlowdown = 4;
