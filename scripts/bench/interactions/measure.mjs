import { cpuSlowdown, startAfterLoadMs } from "./scenarios.mjs";
import { countRenderingWork, traceCategories } from "./trace.mjs";

/** A phone's screen, as Lighthouse's mobile runs and the typing bench emulate it (Moto G Power). */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

// Installed before the page's own scripts: every Event Timing entry of an interaction that took
// 16 ms or more, the smallest threshold the browser reports.
function recordEventTiming() {
  const entries = [];
  Object.defineProperty(window, "__interactionBenchEvents", { value: entries });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId > 0)
        entries.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/**
 * The floor page: each document served with every `<script>` element cut out, and any script file
 * refused, so the same HTML and CSS run no code of their own. (Not Chromium's scripts-off setting:
 * the full browser crashed on a tap with it, and the bench's own observer needs scripts.)
 */
async function removeEveryScript(context) {
  await context.route("**/*", async (route) => {
    const type = route.request().resourceType();
    if (type === "script") return route.abort();
    if (type !== "document") return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
    return route.fulfill({ response, body: html });
  });
}

/**
 * One visit: a fresh phone profile with the CPU slowed, the page loaded, and `startAfterLoadMs`
 * later the scenario's `prepare` and then its `act`, whose input events alone are kept. Resolves
 * with { ms, event } (the longest; 0 and null when none took 16 ms) or { error }.
 *
 * `scripts: false` is the floor (`removeEveryScript`): what is left is the browser's own style,
 * layout and paint for the same input on this machine now. `trace: true` also records a Chromium
 * trace of the act and adds its `work` (`countRenderingWork`); tracing slows the visit, so its
 * milliseconds are not the bench's.
 */
export async function timeInteraction(browser, baseUrl, scenario, { scripts, trace = false }) {
  const context = await browser.newContext(phone);
  try {
    if (!scripts) await removeEveryScript(context);
    const page = await context.newPage();
    await page.addInitScript(recordEventTiming);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(`${baseUrl}${scenario.path}`, { waitUntil: "load" });
    await page.waitForTimeout(startAfterLoadMs);
    await scenario.prepare?.(page, { scripts });
    // Entries are reported after the frame they end in, so the preparation's may come late: only
    // events that start from here on are the act's.
    const actStart = await page.evaluate(() => performance.now());
    const traced = trace ? await startTrace(cdp) : null;
    await scenario.act(page);
    // A last frame and a little more for the entries of the act to be reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150))));
    const work = traced ? countRenderingWork(await traced.stop()) : undefined;
    const entries = await page.evaluate(
      (since) => window.__interactionBenchEvents.filter((entry) => entry.startTime >= since),
      actStart,
    );
    const longest = entries.reduce((found, e) => (e.duration > found.ms ? { ms: e.duration, event: e.name } : found), {
      ms: 0,
      event: null,
    });
    return work ? { ...longest, work } : longest;
  } catch (error) {
    return { error: error.message.split("\n")[0] };
  } finally {
    await context.close();
  }
}

/** Starts a Chromium trace of the page; `stop` ends it and resolves with its events. */
async function startTrace(cdp) {
  const events = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  await cdp.send("Tracing.start", { categories: traceCategories, transferMode: "ReportEvents" });
  return {
    async stop() {
      const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
      await cdp.send("Tracing.end");
      await complete;
      return events;
    },
  };
}
