/**
 * Debian's Chromium as a headless shell (`apt-get install chromium-headless-shell`: the same release
 * without the browser's own windows and tabs), never a downloaded browser; CHROME_PATH for another.
 * The full browser in headless mode costs about twice the time and CPU per test here, with every
 * test passing on both (docs/testing.md). Flags keep it quiet offline. Every Playwright config here
 * launches it.
 */
export const chromium = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
};
