import { formatTable } from "../../size/format-table.mjs";

/**
 * What one interaction made the browser do, counted from a Chromium trace of it: far steadier than
 * its milliseconds on a loaded machine, so these find and prove what a tap costs.
 */

/** The trace categories the counts read (the DevTools performance panel's own). */
export const traceCategories = ["devtools.timeline", "disabled-by-default-devtools.timeline"].join(",");

/**
 * From a trace's events: the elements whose style was recalculated, the layout objects laid out again
 * (and the most there were in any one layout), the paints, and the animations and transitions started.
 */
export function countRenderingWork(events) {
  const counts = { styledElements: 0, layoutObjects: 0, layoutTotal: 0, paints: 0, animationsStarted: 0 };
  for (const event of events) {
    if (event.name === "UpdateLayoutTree") counts.styledElements += event.args?.elementCount ?? 0;
    else if (event.name === "Layout") {
      counts.layoutObjects += event.args?.beginData?.dirtyObjects ?? 0;
      counts.layoutTotal = Math.max(counts.layoutTotal, event.args?.beginData?.totalObjects ?? 0);
    } else if (event.name === "Paint") counts.paints += 1;
    else if (event.name === "Animation" && event.ph === "b") counts.animationsStarted += 1;
  }
  return counts;
}

/** One row per interaction: its work on the site and on the floor page, side by side (site / floor). */
export function workTable(scenarios, works) {
  const pair = (id, key) => {
    const { site, floor } = works[id];
    const one = (work) => (work ? String(work[key]) : "—");
    return `${one(site)} / ${one(floor)}`;
  };
  return formatTable(
    ["interaction", "page", "elements styled", "layout objects", "paints", "animations started"],
    scenarios.map((s) => [
      s.label,
      s.path,
      pair(s.id, "styledElements"),
      pair(s.id, "layoutObjects"),
      pair(s.id, "paints"),
      pair(s.id, "animationsStarted"),
    ]),
  );
}
