/**
 * Each interaction's input events as Chromium's trace records them: the same Event Timing entries the
 * page's PerformanceObserver gets, before the web API rounds their durations to 8 ms and drops those
 * under 16. With these the bench can tell 12 ms from 15, where the API says "under 16" for both.
 */

/** The trace category that holds the `EventTiming` events (Lighthouse reads INP from the same). */
export const eventTimingCategory = "devtools.timeline";

/**
 * From a trace's events: the input events of an interaction (interactionId > 0) whose timeStamp is
 * at or after `since` (the page's `performance.now()` when the act began), each with its name and
 * unrounded duration in ms, in the order they began.
 */
export function interactionEventsFromTrace(events, since) {
  return events
    .filter((event) => event.name === "EventTiming" && event.ph === "b")
    .map((event) => event.args?.data)
    .filter((data) => data?.interactionId > 0 && data.timeStamp >= since && Number.isFinite(data.duration))
    .sort((a, b) => a.timeStamp - b.timeStamp)
    .map((data) => ({ name: data.type, startTime: data.timeStamp, duration: data.duration }));
}
