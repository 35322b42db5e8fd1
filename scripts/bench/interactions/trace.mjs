import { formatTable } from "../../size/format-table.mjs";

/**
 * What one interaction made the browser do, counted from a Chromium trace of it: far steadier than
 * its milliseconds on a loaded machine, so these find and prove what a tap costs.
 */

/**
 * The trace categories the counts read: the DevTools performance panel's own, and its invalidation
 * tracking, which names what made each element's style dirty (a class, an attribute, a selector).
 */
export const traceCategories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.invalidationTracking",
].join(",");

/** Past this a clip coordinate means "unbounded": Chromium's clip of a layer it paints whole. */
const unboundedClip = 2 ** 22;

/**
 * The area a paint event covers, in the layer's pixels: its clip is a quad of four points. A paint
 * with an unbounded clip (a layer painted whole) adds none: it shows in the paint count alone.
 */
function paintArea(clip) {
  if (!Array.isArray(clip) || clip.length < 8 || clip.some((at) => Math.abs(at) >= unboundedClip)) return 0;
  const xs = [clip[0], clip[2], clip[4], clip[6]];
  const ys = [clip[1], clip[3], clip[5], clip[7]];
  return (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
}

/** The events that update the layer tree and hand frames to the compositor. */
const layerEvents = new Set(["UpdateLayer", "UpdateLayerTree", "Layerize", "PrePaint", "CompositeLayers"]);

/**
 * Whether a function call is the page's own: its script files and inline scripts have the page's
 * URL; what the bench itself runs in the page (its Event Timing recorder, Playwright's helpers) has none.
 */
const pageScript = (url) => typeof url === "string" && /^https?:/.test(url);

/** Where a function the page ran comes from: its name, or its file and line when it has none. */
const functionName = ({ functionName: name, url, lineNumber }) =>
  name || `${url?.split("/").at(-1) || "?"}:${lineNumber ?? "?"}`;

/** The counts of a trace in which the browser did nothing. */
export function noRenderingWork() {
  return {
    styleRecalcs: 0,
    styledElements: 0,
    layouts: 0,
    layoutObjects: 0,
    layoutTotal: 0,
    paints: 0,
    paintedArea: 0,
    layerUpdates: 0,
    animationsStarted: 0,
    scriptCalls: 0,
    forcedInScript: 0,
    functions: [],
  };
}

/**
 * From a trace's events: the style recalculations and the elements they touched, the layouts, the
 * layout objects they dirtied (and the most there were in any one), the paints and the area they
 * covered, the layer-tree updates, the animations and transitions started, and the page's own
 * scripting: the functions the browser called into, and the style recalculations and layouts they
 * forced (run inside one, rather than in the frame).
 */
export function countRenderingWork(events) {
  const counts = noRenderingWork();
  // A style recalculation or layout inside one of the page's function calls is one its script forced.
  const calls = events.filter(
    (event) => event.name === "FunctionCall" && event.ph === "X" && event.dur > 0 && pageScript(event.args?.data?.url),
  );
  const inCall = (event) =>
    calls.some((call) => call.tid === event.tid && event.ts >= call.ts && event.ts <= call.ts + call.dur);
  for (const event of events) {
    if ((event.name === "UpdateLayoutTree" || event.name === "Layout") && event.ph === "X" && inCall(event))
      counts.forcedInScript += 1;
    if (event.name === "UpdateLayoutTree") {
      counts.styleRecalcs += 1;
      counts.styledElements += event.args?.elementCount ?? 0;
    } else if (event.name === "Layout" && event.ph !== "E") {
      counts.layouts += 1;
      counts.layoutObjects += event.args?.beginData?.dirtyObjects ?? 0;
      counts.layoutTotal = Math.max(counts.layoutTotal, event.args?.beginData?.totalObjects ?? 0);
    } else if (event.name === "Paint") {
      counts.paints += 1;
      counts.paintedArea += paintArea(event.args?.data?.clip);
    } else if (layerEvents.has(event.name) && event.ph !== "E") counts.layerUpdates += 1;
    else if (event.name === "Animation" && event.ph === "b") counts.animationsStarted += 1;
    else if (event.name === "FunctionCall" && pageScript(event.args?.data?.url)) {
      counts.scriptCalls += 1;
      counts.functions.push(functionName(event.args.data));
    }
  }
  return counts;
}

/** One row per interaction: its work on the site and on the floor page, side by side (site / floor). */
export function workTable(scenarios, works) {
  const pair = (id, key) => {
    const { site, floor } = works[id];
    const one = (work) => (work ? String(Math.round(work[key])) : "—");
    return floor === undefined ? one(site) : `${one(site)} / ${one(floor)}`;
  };
  return formatTable(
    [
      "interaction",
      "page",
      "style recalcs",
      "elements styled",
      "layouts",
      "layout objects",
      "paints",
      "painted px²",
      "layer updates",
      "animations",
      "script calls",
      "forced by script",
    ],
    scenarios.map((s) => [
      s.label,
      s.path,
      pair(s.id, "styleRecalcs"),
      pair(s.id, "styledElements"),
      pair(s.id, "layouts"),
      pair(s.id, "layoutObjects"),
      pair(s.id, "paints"),
      pair(s.id, "paintedArea"),
      pair(s.id, "layerUpdates"),
      pair(s.id, "animationsStarted"),
      pair(s.id, "scriptCalls"),
      pair(s.id, "forcedInScript"),
    ]),
  );
}

/** Each interaction's functions the page ran on the site, "name ×count", most called first. */
export function functionLines(scenarios, works) {
  return scenarios
    .filter((s) => works[s.id]?.site?.functions.length > 0)
    .map((s) => {
      const tally = new Map();
      for (const name of works[s.id].site.functions) tally.set(name, (tally.get(name) ?? 0) + 1);
      const named = [...tally].sort((a, b) => b[1] - a[1]).map(([name, n]) => `${name} ×${n}`);
      return `${s.label}: ${named.join(", ")}`;
    });
}
