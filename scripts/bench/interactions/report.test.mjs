import { describe, expect, it } from "vitest";
import { interactionBudgetReport, referenceTable, summarizeInteraction } from "./report.mjs";

const budgets = { routes: { "*": { interactionMs: 32, firstKeystrokeOverFloorMs: 8 } } };
const scenario = (id, route = "/contact") => ({ id, label: id, route, path: route });

describe("summarizeInteraction", () => {
  it.each([
    ["the median of the site's and the floor's visits", [24, 40, 32], [16, 24, 20], { medianMs: 32, floorMs: 20 }],
    ["a visit with no event of 16 ms or more as 0", [0, 0, 48], [0, 0, 0], { medianMs: 0, worstMs: 48 }],
    ["the worst visit", [24, 96, 32], [16], { worstMs: 96 }],
  ])("takes %s", (_case, site, floor, expected) => {
    const visits = (times) => times.map((ms) => ({ ms, event: "click" }));
    expect(summarizeInteraction(visits(site), visits(floor))).toMatchObject(expected);
  });

  it("counts failed visits and leaves them out of the figures", () => {
    const summary = summarizeInteraction([{ error: "timeout" }, { ms: 40, event: "click" }], [{ ms: 24 }]);
    expect(summary).toEqual({ medianMs: 40, worstMs: 40, floorMs: 24, failed: 1 });
  });
});

describe("interactionBudgetReport", () => {
  const summary = (medianMs, floorMs) => ({ medianMs, worstMs: medianMs, floorMs, failed: 0 });

  it("misses an interaction whose median is over 32 ms, and passes one at it", () => {
    const report = interactionBudgetReport(
      [scenario("menu-open", "/services"), scenario("faq", "/ai-playbook")],
      { "menu-open": summary(33, 20), faq: summary(32, 20) },
      budgets,
    );
    expect(report.misses.map((check) => check.scenario)).toEqual(["menu-open"]);
    expect(report.lines).toEqual([
      "MISS menu-open: longest input event 33 ms > 32 ms",
      "ok   faq: longest input event 32 ms ≤ 32 ms",
    ]);
  });

  it("checks the first keystroke against the floor page too, 8 ms over it at most", () => {
    const report = interactionBudgetReport(
      [scenario("first-keystroke")],
      { "first-keystroke": summary(30, 21) },
      budgets,
    );
    expect(report.lines).toEqual([
      "ok   first-keystroke: longest input event 30 ms ≤ 32 ms",
      "MISS first-keystroke: over the floor page 9 ms > 8 ms",
    ]);
  });

  it("fails a figure that could not be measured", () => {
    const report = interactionBudgetReport([scenario("tab", "/portfolio")], { tab: summary(null, null) }, budgets);
    expect(report.lines).toEqual(["MISS tab: longest input event not measured"]);
  });
});

describe("referenceTable", () => {
  it("prints each plain-HTML touch's median and worst, with no floor of its own", () => {
    const visits = [24, 40, 32].map((ms) => ({ ms, event: "click" }));
    const table = referenceTable([{ id: "plain-details", label: "plain HTML: opening a <details>" }], {
      "plain-details": summarizeInteraction([...visits, { error: "timeout" }], []),
    });
    expect(
      table
        .split("\n")
        .at(-1)
        .split(/\s{2,}/),
    ).toEqual(["plain HTML: opening a <details>", "32", "40", "1"]);
  });
});
