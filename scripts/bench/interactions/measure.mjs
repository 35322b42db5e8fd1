import { cpuSlowdown, startAfterLoadMs } from "./scenarios.mjs";
import { eventTimingCategory, interactionEventsFromTrace } from "./eventTimingTrace.mjs";
import { countRenderingWork, traceCategories } from "./trace.mjs";

/** How long a visitor is given to see their act answered before the visit counts as failed. */
const answerTimeoutMs = 5000;

/** A phone's screen, as Lighthouse's mobile runs and the typing bench emulate it (Moto G Power). */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

// Installed before the page's own scripts: every Event Timing entry of an interaction that took
// 16 ms or more, the smallest threshold the browser reports, and when each touch or key began.
function recordEventTiming() {
  const entries = [];
  const inputs = [];
  Object.defineProperty(window, "__interactionBenchEvents", { value: entries });
  Object.defineProperty(window, "__interactionBenchInputs", { value: inputs });
  for (const type of ["pointerdown", "keydown"])
    addEventListener(type, (event) => inputs.push(event.timeStamp), { capture: true, passive: true });
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

/** Answers `url` with `html` itself: a reference page (`referenceScenarios`) the site does not have. */
function servePage(context, url, html) {
  return context.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }));
}

/**
 * One visit: a fresh phone profile with the CPU slowed, the page loaded, and `startAfterLoadMs`
 * later the scenario's `prepare` and then its `act`, whose input events alone are kept. Resolves
 * with { ms, event, apiMs } or { error }: `ms` is the longest input event as the trace times it
 * (`interactionEventsFromTrace`: to the hundredth of a ms, however short), or the wait until the
 * scenario's `shown` when that was longer ("answer shown late"); `apiMs` is the same as the page's
 * own Event Timing observer reads it (8 ms steps, 0 under 16).
 *
 * Every visit is traced alike, site, floor and plain, with the one category that holds the timings
 * (`eventTimingCategory`), from before `prepare` until the act's last entry is reported.
 *
 * `scripts: false` is the floor (`removeEveryScript`): what is left is the browser's own style,
 * layout and paint for the same input on this machine now. `trace: true` records the full timeline
 * instead and adds its `work` (`countRenderingWork`) and its `traceEvents`; that trace slows the
 * visit, so its milliseconds are not the bench's.
 */
export async function timeInteraction(browser, baseUrl, scenario, { scripts, trace = false }) {
  const context = await browser.newContext(phone);
  try {
    if (!scripts) await removeEveryScript(context);
    if (scenario.html) await servePage(context, `${baseUrl}${scenario.path}`, scenario.html);
    const page = await context.newPage();
    await page.addInitScript(recordEventTiming);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(`${baseUrl}${scenario.path}`, { waitUntil: "load" });
    await page.waitForTimeout(startAfterLoadMs);
    // The timings' trace starts before the preparation, so starting it costs the act nothing; the
    // full timeline's starts at the act, so its counts are the act's alone.
    const timed = trace ? null : await startTrace(cdp, eventTimingCategory);
    // Playwright sets up its own script in the page at the first locator a visit uses, and that
    // script listens to every touch; each listener is compiled at its first call. Set up before the
    // preparation, it is compiled there, in every visit alike: not in the act of a scenario whose
    // preparation finds nothing (the menu's swipe) and not in its plain-HTML reference's.
    await page.locator("body").boundingBox();
    await scenario.prepare?.(page, { scripts });
    // Entries are reported after the frame they end in, so the preparation's may come late: only
    // events that start from here on are the act's.
    const actStart = await page.evaluate(() => performance.now());
    const traced = timed ?? (await startTrace(cdp, traceCategories));
    await scenario.act(page);
    // Most answers come with the input's own event, which Event Timing times. One the page held (an
    // island still waking replays it) comes later: then the wait until it shows is the figure. A tap
    // that missed is never answered, and fails the visit.
    const answeredAtOnce = await page.evaluate(scenario.shown, { scripts });
    const shownAt = answeredAtOnce
      ? null
      : await (
          await page.waitForFunction(scenario.shown, { scripts }, { polling: "raf", timeout: answerTimeoutMs })
        ).jsonValue();
    // A last frame and a little more for the entries of the act to be reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150))));
    const traceEvents = await traced.stop();
    const { entries, inputAt } = await page.evaluate(
      (since) => ({
        entries: window.__interactionBenchEvents.filter((entry) => entry.startTime >= since),
        inputAt: window.__interactionBenchInputs.find((at) => at >= since),
      }),
      actStart,
    );
    const lateAnswer = shownAt ? { ms: shownAt - inputAt, event: "answer shown late" } : { ms: 0, event: null };
    const longestOf = (events) =>
      events.reduce((found, e) => (e.duration > found.ms ? { ms: e.duration, event: e.name } : found), lateAnswer);
    const longest = { ...longestOf(interactionEventsFromTrace(traceEvents, actStart)), apiMs: longestOf(entries).ms };
    return trace ? { ...longest, work: countRenderingWork(traceEvents), traceEvents } : longest;
  } catch (error) {
    return { error: error.message.split("\n")[0] };
  } finally {
    await context.close();
  }
}

/** Starts a Chromium trace of the page's `categories`; `stop` ends it and resolves with its events. */
async function startTrace(cdp, categories) {
  const events = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  await cdp.send("Tracing.start", { categories, transferMode: "ReportEvents" });
  return {
    async stop() {
      const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
      await cdp.send("Tracing.end");
      await complete;
      return events;
    },
  };
}
