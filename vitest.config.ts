import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { reportAs } from "@grand-river/vitest-config";
import { defineConfig } from "vitest/config";

// The root's test suites, one project each, each run alone by its script (`vitest run --project
// scripts`), which also names its JSON report (`--outputFile.json=reports/scripts.json`) for the CI
// tally (scripts/tally/expected-reports.mjs). The packages' and the site's unit tests are theirs.
const dirname = path.dirname(fileURLToPath(import.meta.url));

// Debian's Chromium as a headless shell, never a downloaded browser (apps/site/playwright.config.ts
// says why the shell). Every baseline matches on the shell and on the full browser alike. The flags
// keep it off a closed network.
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  },
  // Room for the widest story (desktop pages, 1280) and the tallest screenshot (MAX_HEIGHT in
  // .storybook/visual/baselines.setup.ts), so vitest never scales a story's frame down to fit and
  // a screenshot shows it pixel for pixel.
  contextOptions: { viewport: { width: 1600, height: 8200 } },
});

/** Moves the pointer to the browser window's far corner, outside the frame any story renders in. */
const parkPointer = async ({ page }: { page: { mouse: { move: (x: number, y: number) => Promise<void> } } }) => {
  await page.mouse.move(1599, 8199);
};

/** Emulates Windows' contrast themes (`forced-colors: active`) in the story's page, or stops. */
const emulateForcedColors = async (
  { page }: { page: { emulateMedia: (options: { forcedColors: "active" | "none" }) => Promise<void> } },
  forcedColors: "active" | "none",
) => {
  await page.emulateMedia({ forcedColors });
};

/**
 * Chromium, and how a screenshot is compared with its baseline: one pixel whose colour differs
 * fails. Two allowances, both measured here: the edge pixels of a curve or a glyph (anti-aliasing)
 * vary by a shade from one run to the next, so pixelmatch's anti-aliasing detection sets them
 * aside; and a colour must differ by more than a trace (threshold 0.02 of pixelmatch's YIQ scale,
 * where 1 is black against white; two neighbouring token shades differ by far more).
 * Baselines are committed under .storybook/baselines/, named by theme and story
 * (`light/<story id>.png`, `dark/…`); the actual and diff images of a failure land in the same
 * place under reports/visual/ beside the test report. A new object for each project: vitest names
 * a project's browser instances in place.
 */
const browser = () => ({
  enabled: true,
  commands: { parkPointer, emulateForcedColors },
  headless: true,
  provider: chromium,
  instances: [{ browser: "chromium" as const }],
  expect: {
    toMatchScreenshot: {
      // How long to look for two identical screenshots in a row. The default 5 s was not enough on
      // a loaded 2-core CI machine (three stories failed "could not capture a stable screenshot"
      // with every other check running beside them); a story that never settles still fails.
      timeout: 20_000,
      comparatorName: "pixelmatch" as const,
      comparatorOptions: { threshold: 0.02, includeAA: false, allowedMismatchedPixels: 0 },
      resolveScreenshotPath: ({ arg, ext }: { arg: string; ext: string }) =>
        path.join(dirname, ".storybook/baselines", `${arg}${ext}`),
      resolveDiffPath: ({ arg, ext }: { arg: string; ext: string }) =>
        path.join(dirname, "reports/visual", `${arg}${ext}`),
    },
  },
});

/**
 * Every story once: its play function and axe check in the light theme, then its screenshot in
 * light and, with the theme switched, its colours checked and its screenshot in dark
 * (.storybook/visual/baselines.setup.ts). A story is played once, not once per theme: the theme
 * changes colours only, so playing every interaction again in dark would test nothing new.
 */
const storiesProject = {
  extends: true as const,
  plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
  test: {
    name: "stories",
    // Room for two screenshots (20 s each at most, above) on top of the play function and axe.
    testTimeout: 90_000,
    setupFiles: [path.join(dirname, ".storybook/visual/baselines.setup.ts")],
    browser: browser(),
  },
};

/** The comparison itself, proved to pass on a match and fail on a one-pixel change. */
const comparisonProject = {
  extends: true as const,
  test: {
    name: "visual-comparison",
    include: [".storybook/visual/*.test.ts"],
    browser: browser(),
  },
};

/**
 * The repo's own tools (size budgets, the Lighthouse bench, the tally) and the Storybook docs'
 * contrast maths: their pure parts, in Node. Also the Markdown docs' relative links (scripts/docs/).
 */
const scriptsProject = {
  extends: true as const,
  test: {
    name: "scripts",
    include: ["scripts/**/*.test.mjs", ".storybook/docs/**/*.test.ts"],
    // The package checks and the built Storybook's check need builds and browsers: their own projects.
    exclude: [
      "scripts/packages/**",
      "scripts/release/**",
      "scripts/storybook/storybook-build.test.mjs",
      "**/node_modules/**",
    ],
    environment: "node" as const,
  },
};

/**
 * The published packages as another team gets them: packed, linted, installed into a fresh app.
 * Needs the packages built first (turbo's test:packages task depends on their build).
 */
const packagesProject = {
  extends: true as const,
  test: {
    name: "packages",
    include: ["scripts/packages/**/*.test.mjs", "scripts/release/**/*.test.mjs"],
    environment: "node" as const,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Each file packs into its own directory, but pnpm pack and npm install share caches: one at a time.
    fileParallelism: false,
  },
};

/**
 * The built Storybook (storybook-static/) as a designer and a host get it. Needs `pnpm
 * build-storybook` first (turbo's test:storybook-build task depends on it).
 */
const storybookBuildProject = {
  extends: true as const,
  test: {
    name: "storybook-build",
    include: ["scripts/storybook/storybook-build.test.mjs"],
    environment: "node" as const,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
};

export default defineConfig({
  test: {
    projects: [scriptsProject, packagesProject, storybookBuildProject, storiesProject, comparisonProject],
    // Each script names its own report on the command line; this one is a bare `vitest run`'s.
    ...reportAs("vitest"),
  },
});
