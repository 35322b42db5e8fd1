import { describe, expect, it } from "vitest";
import { interactionEventsFromTrace } from "./eventTimingTrace.mjs";

const eventTiming = (type, timeStamp, duration, interactionId = 7, ph = "b") => ({
  name: "EventTiming",
  ph,
  args: ph === "b" ? { data: { type, timeStamp, duration, interactionId } } : {},
});

describe("interactionEventsFromTrace", () => {
  it("keeps each input event of an interaction with its unrounded duration, in order", () => {
    const events = [
      eventTiming("keyup", 732.4, 5.804),
      eventTiming("keydown", 724.2, 13.976),
      eventTiming("keyup", 0, 0, 7, "e"),
    ];
    expect(interactionEventsFromTrace(events, 700)).toEqual([
      { name: "keydown", startTime: 724.2, duration: 13.976 },
      { name: "keyup", startTime: 732.4, duration: 5.804 },
    ]);
  });

  it("leaves out events of no interaction (a mouseover, an input) and those before the act", () => {
    const events = [
      eventTiming("mouseover", 710, 26, 0),
      eventTiming("input", 731, 7.2, 0),
      eventTiming("click", 697, 26),
      eventTiming("keydown", 724, 14),
      { name: "EventDispatch", ph: "X", args: { data: { type: "keydown" } } },
    ];
    expect(interactionEventsFromTrace(events, 700).map((e) => e.name)).toEqual(["keydown"]);
  });
});
