/**
 * The interactions the interaction bench makes, one visit each, on a phone: `path` opened, and after
 * `prepare` (which scrolls the control into sight, or wakes a form) the one `act` whose input events
 * are timed. Controls are found by role and name, as a visitor finds them.
 */

/** The words typed to wake a form before timing a keystroke once it is awake. */
const wakingWords = "hello";

/** Scrolls `control` into view and waits for the two frames that draw it there: nobody taps what is not on screen. */
async function bringIntoSight(control) {
  await control.scrollIntoViewIfNeeded();
  await control.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => drawn()))),
  );
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
  },
  {
    id: "awake-keystroke",
    label: "keystroke once the form is awake",
    route: "/contact",
    path: "/contact",
    prepare: async (page, { scripts }) => {
      await tap(page, nameField(page));
      await page.keyboard.type(wakingWords);
      if (scripts) await page.locator("[data-island-state=awake]").first().waitFor({ timeout: 30_000 });
      await page.waitForTimeout(500);
    },
    act: (page) => page.keyboard.type("x"),
  },
  {
    id: "menu-open",
    label: "opening the menu",
    route: "/services",
    path: "/services",
    act: (page) => tap(page, menuButton(page, "Open mobile menu")),
  },
  {
    id: "menu-close",
    label: "closing the menu",
    route: "/services",
    path: "/services",
    prepare: async (page) => {
      await tap(page, menuButton(page, "Open mobile menu"));
      await page.waitForTimeout(500);
    },
    act: (page) => tap(page, menuButton(page, "Close mobile menu")),
  },
  {
    id: "theme",
    label: "switching the theme",
    route: "/services",
    path: "/services",
    prepare: (page) => bringIntoSight(page.getByRole("switch", { name: "Dark mode" })),
    act: async (page) =>
      tap(page, page.locator("label").filter({ has: page.getByRole("switch", { name: "Dark mode" }) })),
  },
  {
    id: "faq",
    label: "opening an FAQ",
    route: "/ai-playbook",
    path: "/ai-playbook",
    prepare: (page) => bringIntoSight(page.locator("summary").first()),
    act: (page) => tap(page, page.locator("summary").first()),
  },
  {
    id: "tab",
    label: "a portfolio tab",
    route: "/portfolio",
    path: "/portfolio",
    prepare: (page) => bringIntoSight(page.getByRole("tab", { name: "Websites" })),
    act: (page) => tap(page, page.getByRole("tab", { name: "Websites" })),
  },
  {
    id: "carousel",
    label: "a carousel arrow",
    route: "/ai-report",
    path: "/ai-report",
    prepare: (page) => bringIntoSight(page.getByRole("button", { name: "Next slide" })),
    act: (page) => tap(page, page.getByRole("button", { name: "Next slide" })),
  },
  {
    id: "slider",
    label: "a slider step",
    route: "/ai-playbook",
    path: "/ai-playbook",
    prepare: async (page) => {
      const slider = page.getByRole("slider").first();
      await bringIntoSight(slider);
      await slider.focus();
    },
    act: (page) => page.keyboard.press("ArrowRight"),
  },
];

/** How long after the load event the visitor starts: the typing bench's 300 ms. */
export const startAfterLoadMs = 300;

/** Chrome's CPU slowdown: a mid-range phone. */
export const cpuSlowdown = 4;
