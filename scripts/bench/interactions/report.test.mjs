import { describe, expect, it } from "vitest";
import {
  describeLoad,
  interactionBudgetReport,
  interactionTable,
  referenceTable,
  runLoad,
  settledLoad,
  summarizeInteraction,
} from "./report.mjs";

const budgets = { routes: { "*": { interactionOverFloorMs: 8, floorOverPlainMs: 8 } } };
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
    const summary = summarizeInteraction(
      [{ error: "timeout" }, { ms: 40.2, event: "click", apiMs: 40 }],
      [{ ms: 23.6, apiMs: 24 }],
    );
    expect(summary).toEqual({
      medianMs: 40.2,
      worstMs: 40.2,
      floorMs: 23.6,
      apiMedianMs: 40,
      apiFloorMs: 24,
      failed: 1,
    });
  });

  it("keeps the web API's readings beside the trace's, 0 where the API reported none", () => {
    const visits = (pairs) => pairs.map(([ms, apiMs]) => ({ ms, apiMs, event: "keydown" }));
    const summary = summarizeInteraction(
      visits([
        [18.1, 16],
        [19.9, 24],
        [17.5, 16],
      ]),
      visits([
        [11.2, 0],
        [10.4, 0],
        [12.6, 16],
      ]),
    );
    expect(summary).toMatchObject({ medianMs: 18.1, floorMs: 11.2, apiMedianMs: 16, apiFloorMs: 0 });
  });
});

describe("runLoad", () => {
  it.each([
    ["quiet under 1 before and after", 0.4, 0.9, false],
    ["quiet at exactly 1", 1, 1, false],
    ["busy above 1 before", 1.3, 0.2, true],
    ["busy above 1 after", 0.2, 1.01, true],
  ])("is %s", (_case, before, after, busy) => {
    expect(runLoad(before, after)).toEqual({ before, after, busy });
  });

  it.each([
    [0.42, 0.61, "load average 0.42 before, 0.61 after: quiet"],
    [8.2, 2.6, "load average 8.20 before, 2.60 after: busy (above 1), no budget judged"],
  ])("reads %s before and %s after as %j", (before, after, line) => {
    expect(describeLoad(runLoad(before, after))).toBe(line);
  });
});

describe("settledLoad", () => {
  /** Readings in turn (the last repeats), and the waits asked for. */
  const machine = (readings) => {
    const waits = [];
    let at = 0;
    return {
      read: () => readings[Math.min(at++, readings.length - 1)],
      sleep: async (ms) => void waits.push(ms),
      waits,
    };
  };

  it("reads once, with no wait, when the load is already at most 1", async () => {
    const { read, sleep, waits } = machine([0.7]);
    expect(await settledLoad(read, sleep)).toBe(0.7);
    expect(waits).toEqual([]);
  });

  it("waits while the bench's own load decays, until it is under 1", async () => {
    const { read, sleep, waits } = machine([2.4, 1.6, 1.1, 0.8, 0.5]);
    expect(await settledLoad(read, sleep, { withinMs: 60_000, everyMs: 5000 })).toBe(0.8);
    expect(waits).toEqual([5000, 5000, 5000]);
  });

  it("gives up after its bound and returns the last reading: someone else's load", async () => {
    const { read, sleep, waits } = machine([3.2]);
    expect(await settledLoad(read, sleep, { withinMs: 15_000, everyMs: 5000 })).toBe(3.2);
    expect(waits).toEqual([5000, 5000, 5000]);
  });
});

describe("interactionBudgetReport", () => {
  const quiet = runLoad(0.3, 0.5);
  const summary = (medianMs, floorMs) => ({ medianMs, worstMs: medianMs, floorMs, failed: 0 });
  const plain = (medianMs) => ({ medianMs, worstMs: medianMs, floorMs: null, failed: 0 });
  const menu = { ...scenario("menu-open", "/services"), plain: "plain-dialog" };
  const theme = scenario("theme", "/services");

  it.each([
    ["at its floor + 8 ms and the floor at plain + 8 ms", menu, summary(56, 48), plain(40), []],
    ["9 ms over its floor", menu, summary(57, 48), plain(40), ["interactionOverFloorMs"]],
    ["on a floor 9 ms over plain HTML", menu, summary(57, 49), plain(40), ["floorOverPlainMs"]],
    ["under its floor (a distance below 0)", menu, summary(40, 48), plain(40), []],
    ["with no plain row, judged on its floor alone", theme, summary(56, 24), undefined, ["interactionOverFloorMs"]],
    ["unmeasured on the site", menu, summary(null, 48), plain(40), ["interactionOverFloorMs"]],
    ["with its plain row unmeasured", menu, summary(48, 48), plain(null), ["floorOverPlainMs"]],
    ["with its plain row not run", menu, summary(48, 48), null, ["floorOverPlainMs"]],
  ])("judges an interaction %s", (_case, chosen, site, reference, missed) => {
    const report = interactionBudgetReport(
      [chosen],
      { [chosen.id]: site },
      reference ? { [chosen.plain]: reference } : {},
      budgets,
      quiet,
    );
    expect(report.judged).toBe(true);
    expect(report.misses.map((check) => check.key)).toEqual(missed);
  });

  it("says each distance, against the same run's floor and plain row", () => {
    const report = interactionBudgetReport(
      [menu, theme],
      { "menu-open": summary(57, 48), theme: summary(30, 24) },
      { "plain-dialog": plain(40) },
      budgets,
      quiet,
    );
    expect(report.lines).toEqual([
      "MISS menu-open: over the floor page 9 ms > 8 ms",
      "ok   menu-open: floor over plain HTML 8 ms ≤ 8 ms",
      "ok   theme: over the floor page 6 ms ≤ 8 ms",
    ]);
  });

  it("judges nothing on a busy run, however far over, and says why", () => {
    const report = interactionBudgetReport(
      [menu],
      { "menu-open": summary(400, 48) },
      { "plain-dialog": plain(40) },
      budgets,
      runLoad(0.8, 1.4),
    );
    expect(report).toMatchObject({ judged: false, misses: [] });
    expect(report.lines).toEqual([
      "none judged: load average 0.80 before, 1.40 after: busy (above 1), no budget judged",
    ]);
  });
});

describe("interactionTable", () => {
  it("prints the plain row and both distances beside an interaction that has a plain row, and blanks where not", () => {
    const rows = interactionTable(
      [{ ...scenario("faq", "/ai-playbook"), plain: "plain-details" }, scenario("theme", "/services")],
      {
        faq: { medianMs: 40.4, worstMs: 48, floorMs: 40, apiMedianMs: 40, apiFloorMs: 40, failed: 0 },
        theme: { medianMs: 48, worstMs: 56, floorMs: 24, apiMedianMs: 48, apiFloorMs: 0, failed: 1 },
      },
      { "plain-details": { medianMs: 16.25, worstMs: 16, floorMs: null, failed: 0 } },
    )
      .split("\n")
      .slice(-2)
      .map((row) => row.split(/\s{2,}/));
    expect(rows).toEqual([
      ["faq", "/ai-playbook", "40.4", "48.0", "40.0", "16.3", "0.4", "23.8", "40 / 40", "0"],
      ["theme", "/services", "48.0", "56.0", "24.0", "24.0", "48 / <16", "1"],
    ]);
  });
});

describe("referenceTable", () => {
  it("prints each plain-HTML touch's median and worst, with no floor of its own", () => {
    const visits = [24.1, 40, 32.3].map((ms) => ({ ms, apiMs: 8 * Math.round(ms / 8), event: "click" }));
    const table = referenceTable([{ id: "plain-details", label: "plain HTML: opening a <details>" }], {
      "plain-details": summarizeInteraction([...visits, { error: "timeout" }], []),
    });
    expect(
      table
        .split("\n")
        .at(-1)
        .split(/\s{2,}/),
    ).toEqual(["plain HTML: opening a <details>", "32.3", "40.0", "32", "1"]);
  });
});
