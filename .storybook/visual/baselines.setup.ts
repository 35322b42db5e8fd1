/**
 * Visual baselines and the dark theme: after each story has rendered, played and passed axe in the
 * light theme, its canvas is screenshotted in Chromium and compared with the committed baseline
 * under `.storybook/baselines/light/`; then the theme is switched to dark, as the site's switch
 * does (the `dark` class on <html>), the colours are checked again by axe and the canvas compared
 * with `.storybook/baselines/dark/`; a control's story (`parameters.visual.forcedColors`) is then
 * compared in forced colours, Windows' contrast themes, with `.storybook/baselines/forced/`. A
 * difference fails the story's test, with the actual,
 * reference and diff images attached to the report. `pnpm test:visual:update` rewrites them.
 */
import axe from "axe-core";
import { configure } from "storybook/test";
import { afterEach, beforeEach, expect, onTestFinished, vi } from "vitest";
import { commands, page } from "vitest/browser";
import { DARK_MODE_CLASS } from "../../packages/ui/src/theme/darkMode";
import { toastStore } from "../../packages/ui/src/toast/toast";

// How long a play function's `waitFor` looks for what the visitor should see (a toast after a
// submission): testing-library's default is 1 s. Two form stories that wait on a toast failed once
// on the loaded 2-core CI machine (its output kept no message) and pass alone; this gives a slow
// toast room. A toast that never comes still fails.
configure({ asyncUtilTimeout: 10_000 });

// A toast stays open until the story's screenshot: it would close itself 5 s after it shows, and a
// story that still types and clicks after its toast (a form sent, then "Send Another Message") can
// outlast that on a loaded machine, as on CI, where the screenshot then missed the toast its
// baseline has. However long the `Toaster` asks for, the store keeps toasts until they are closed.
// How long a toast stays is the store's own unit test (packages/ui/src/toast/store.test.ts).
const configureToasts = toastStore.configure.bind(toastStore);
toastStore.configure = (options) => configureToasts({ ...options, duration: Number.POSITIVE_INFINITY });

/** The tallest screenshot taken, in CSS pixels; the root vitest.config.ts gives the browser room for it. */
export const MAX_HEIGHT = 8000;

/** When every story starts, by its clock. */
export const FROZEN_NOW = new Date("2026-03-02T14:30:00Z");

// Nothing that moves or blinks between two screenshots: animations and transitions end at once,
// the text caret is invisible, and so are scrollbars (one flickers while a toast slides in).
const STILL = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}
html { scrollbar-width: none !important; }`;

beforeEach(async () => {
  // Dates read FROZEN_NOW plus the time since the story began: a date on screen never changes a
  // baseline, and anything that waits on the clock (a carousel's rotation) still moves.
  vi.useFakeTimers({ toFake: ["Date"], now: FROZEN_NOW, shouldAdvanceTime: true });
  // Every story starts with no saved draft, theme or choice: what an earlier story (in an order
  // vitest may change) typed would otherwise show up in this one.
  sessionStorage.clear();
  localStorage.clear();
  // The pointer starts outside the story's frame: where the last story (of any file, in an order
  // vitest may change) left it would otherwise decide what shows its hover style, or pause a
  // carousel that stops while hovered.
  await commands.parkPointer();
  return () => vi.useRealTimers();
});

/**
 * What a story may ask of its screenshot (`parameters.visual`): none at all. A baseline is kept only
 * where a pixel diff catches what no other test does (a component's look in each theme, its focus
 * ring): page stories have none (the end-to-end suite loads every built page, and each part of a
 * page has its own story), nor has a story whose screenshot would repeat another's byte for byte.
 */
interface VisualParameters {
  disable?: boolean;
  /** Also a screenshot in forced colours (the toolbar's "Forced colours"): for controls, whose borders and states must survive it. */
  forcedColors?: boolean;
}

declare module "vitest/browser" {
  interface BrowserCommands {
    /** Moves the pointer off the story's frame (the root vitest.config.ts). */
    parkPointer: () => Promise<void>;
    /** Emulates `forced-colors: active` in the story's page, or stops (the root vitest.config.ts). */
    emulateForcedColors: (forcedColors: "active" | "none") => Promise<void>;
  }
}

interface StoryInTest {
  id: string;
  parameters: { layout?: string; visual?: VisualParameters; a11y?: A11yParameters };
}

afterEach(async (context) => {
  const story = (context as { story?: StoryInTest }).story;
  if (!story) return;
  const screenshots = !story.parameters.visual?.disable;
  await document.fonts.ready;
  // Only now, so a story's play function still sees its animations run; and before the theme
  // switches, so its colours change at once rather than through a transition.
  const still = document.head.appendChild(document.createElement("style"));
  still.textContent = STILL;
  onTestFinished(() => {
    still.remove();
    document.documentElement.classList.remove(DARK_MODE_CLASS);
  });
  // Storybook's own padding around a component (its "padded" layout, the default here), which the
  // test run leaves out: without it a focus ring at the frame's edge is cut, and a cut curve is
  // the one kind of edge whose anti-aliasing the comparison cannot tell from a change.
  if (story.parameters.layout !== "fullscreen") still.textContent += "body { padding: 1rem !important; }";
  hideContentFromOtherSites();

  // The frame each screenshot starts from: a story sized by the screen (`100vh`) would otherwise
  // grow again with every screenshot after the first.
  const frame = { width: window.innerWidth, height: window.innerHeight };
  if (screenshots) await matchesBaseline(`light/${story.id}`, frame);
  // As the site's switch turns dark mode on: the class on <html>, which components that show the
  // theme (the dark-mode switch) hear through darkMode.ts's observer.
  document.documentElement.classList.add(DARK_MODE_CLASS);
  expect(await darkColourViolations(story.parameters.a11y), "axe in the dark theme").toEqual([]);
  if (screenshots) await matchesBaseline(`dark/${story.id}`, frame);
  if (screenshots && story.parameters.visual?.forcedColors) {
    // A light contrast theme: forced colours replace the site's theme, so one screenshot shows it.
    document.documentElement.classList.remove(DARK_MODE_CLASS);
    onTestFinished(() => commands.emulateForcedColors("none"));
    // Forced colours paint the text caret over the transparent one above, and it blinks: a focused
    // field is read-only for this screenshot, since Chromium draws no caret in one.
    const field = document.activeElement;
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && !field.readOnly) {
      field.readOnly = true;
      onTestFinished(() => {
        field.readOnly = false;
      });
    }
    await commands.emulateForcedColors("active");
    await matchesBaseline(`forced/${story.id}`, frame);
  }
});

/**
 * The whole story, not only its first screen: from `frame`, the frame grows to the height of
 * what it shows.
 */
async function matchesBaseline(name: string, frame: { width: number; height: number }) {
  if (window.innerHeight !== frame.height) await page.viewport(frame.width, frame.height);
  const height = Math.min(MAX_HEIGHT, Math.max(window.innerHeight, document.documentElement.scrollHeight));
  if (height > window.innerHeight) await page.viewport(window.innerWidth, height);
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
}

/** A story's own axe settings (`parameters.a11y`), which its light check applied too. */
interface A11yParameters {
  config?: axe.Spec;
  options?: axe.RunOptions;
}

/**
 * Axe in the dark theme, against the rules a colour decides: the theme swaps colour tokens and
 * nothing else, and every other rule has passed in light (the a11y addon's check, which fails a
 * story on any violation). Run as the addon runs it, on the page less Storybook's own elements.
 */
async function darkColourViolations(a11y: A11yParameters = {}): Promise<string[]> {
  axe.reset();
  axe.configure({ ...a11y.config, rules: [{ id: "region", enabled: false }, ...(a11y.config?.rules ?? [])] });
  const { violations } = await axe.run(
    { include: document.body, exclude: [".sb-wrapper", "#storybook-docs", "#storybook-highlights-root"] },
    { ...a11y.options, runOnly: { type: "rule", values: ["color-contrast", "link-in-text-block"] } },
  );
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  );
}

/**
 * An image or a frame from another site (a video's YouTube thumbnail, its player) draws one way
 * with a network and another without, or half-loaded: its box stays, its content does not.
 */
function hideContentFromOtherSites() {
  const fromOtherSite = (source: string) =>
    source !== "" && !source.startsWith("data:") && new URL(source, location.href).origin !== location.origin;
  for (const image of document.images) {
    if (fromOtherSite(image.currentSrc || image.src)) image.style.visibility = "hidden";
  }
  for (const frame of document.querySelectorAll("iframe")) {
    if (fromOtherSite(frame.src)) frame.style.visibility = "hidden";
  }
}
