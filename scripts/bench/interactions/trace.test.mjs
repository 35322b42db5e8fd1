import { describe, expect, it } from "vitest";
import { countRenderingWork, noRenderingWork } from "./trace.mjs";

const styled = (elementCount) => ({ name: "UpdateLayoutTree", ph: "X", args: { elementCount } });
const layout = (dirtyObjects, totalObjects) => ({
  name: "Layout",
  ph: "X",
  args: { beginData: { dirtyObjects, totalObjects } },
});
const paint = { name: "Paint", ph: "X", args: { data: {} } };
const paintOf = (width, height) => ({
  name: "Paint",
  ph: "X",
  args: { data: { clip: [0, 0, width, 0, width, height, 0, height] } },
});
const unbounded = 8388607;
const paintWhole = {
  name: "Paint",
  ph: "X",
  args: {
    data: { clip: [-unbounded, -unbounded, unbounded, -unbounded, unbounded, unbounded, -unbounded, unbounded] },
  },
};
const call = (functionName, url = "https://site/assets/tabs.js", lineNumber = 1) => ({
  name: "FunctionCall",
  ph: "X",
  args: { data: { functionName, url, lineNumber } },
});
const animation = (ph) => ({ name: "Animation", ph, args: {} });

describe("countRenderingWork", () => {
  it.each([
    ["no work at all", [], {}],
    ["every style recalculation and its elements", [styled(1), styled(132)], { styleRecalcs: 2, styledElements: 133 }],
    [
      "each layout, the objects it dirtied, and the most any layout had",
      [layout(15, 205), layout(2, 188)],
      { layouts: 2, layoutObjects: 17, layoutTotal: 205 },
    ],
    ["each paint", [paint, paint, paint], { paints: 3 }],
    ["the area each paint covered", [paintOf(412, 100), paintOf(10, 10)], { paints: 2, paintedArea: 41_300 }],
    ["a layer painted whole as a paint with no area", [paintWhole], { paints: 1 }],
    [
      "each layer-tree update",
      ["UpdateLayer", "UpdateLayerTree", "Layerize", "PrePaint", "CompositeLayers"].map((name) => ({ name, ph: "X" })),
      { layerUpdates: 5 },
    ],
    [
      "each function the page ran, by name or else by file and line",
      [call("select"), call("", "https://site/assets/tabs.js", 3)],
      { scriptCalls: 2, functions: ["select", "tabs.js:3"] },
    ],
    [
      "an animation once, when it starts",
      [animation("b"), animation("n"), animation("e"), animation("b")],
      { animationsStarted: 2 },
    ],
    [
      "a style recalculation or layout run inside a function call as forced by script",
      [
        {
          name: "FunctionCall",
          ph: "X",
          tid: 1,
          ts: 100,
          dur: 50,
          args: { data: { functionName: "select", url: "https://site/assets/tabs.js", lineNumber: 1 } },
        },
        { name: "UpdateLayoutTree", ph: "X", tid: 1, ts: 120, args: { elementCount: 2 } },
        { name: "UpdateLayoutTree", ph: "X", tid: 1, ts: 200, args: { elementCount: 11 } },
      ],
      { scriptCalls: 1, functions: ["select"], styleRecalcs: 2, styledElements: 13, forcedInScript: 1 },
    ],
    ["not the bench's own functions, which have no URL", [call("listener", "")], {}],
    ["nothing from other events", [{ name: "EventDispatch", ph: "X", args: {} }], {}],
  ])("counts %s", (_case, events, expected) => {
    expect(countRenderingWork(events)).toEqual({ ...noRenderingWork(), ...expected });
  });
});
