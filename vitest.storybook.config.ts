import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Debian's Chromium, never a downloaded browser. The flags keep it off a closed network.
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  },
});

/** One project per theme, so every story's play function and axe check runs light and dark. */
const themeProject = (theme: "light" | "dark") => ({
  extends: true as const,
  plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
  test: {
    name: `stories-${theme}`,
    env: { STORYBOOK_THEME: theme },
    browser: { enabled: true, headless: true, provider: chromium, instances: [{ browser: "chromium" as const }] },
  },
});

export default defineConfig({
  test: {
    projects: [themeProject("light"), themeProject("dark")],
    reporters: ["default", "json"],
    outputFile: { json: "reports/stories.json" },
  },
});
