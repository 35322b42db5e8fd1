import { describe, expect, it } from "vitest";
import { countRenderingWork } from "./trace.mjs";

const styled = (elementCount) => ({ name: "UpdateLayoutTree", ph: "X", args: { elementCount } });
const layout = (dirtyObjects, totalObjects) => ({
  name: "Layout",
  ph: "X",
  args: { beginData: { dirtyObjects, totalObjects } },
});
const paint = { name: "Paint", ph: "X", args: { data: {} } };
const animation = (ph) => ({ name: "Animation", ph, args: {} });

describe("countRenderingWork", () => {
  it.each([
    ["no work at all", [], {}],
    ["every style recalculation's elements", [styled(1), styled(132)], { styledElements: 133 }],
    [
      "the objects each layout dirtied, and the most any layout had",
      [layout(15, 205), layout(2, 188)],
      { layoutObjects: 17, layoutTotal: 205 },
    ],
    ["each paint", [paint, paint, paint], { paints: 3 }],
    [
      "an animation once, when it starts",
      [animation("b"), animation("n"), animation("e"), animation("b")],
      { animationsStarted: 2 },
    ],
    ["nothing from other events", [{ name: "EventDispatch", ph: "X", args: {} }], {}],
  ])("counts %s", (_case, events, expected) => {
    expect(countRenderingWork(events)).toEqual({
      styledElements: 0,
      layoutObjects: 0,
      layoutTotal: 0,
      paints: 0,
      animationsStarted: 0,
      ...expected,
    });
  });
});
