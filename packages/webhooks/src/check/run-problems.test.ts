import { describe, expect, test } from "vitest";
import type { ListedRun } from "../n8n/api.js";
import { runProblems } from "./run-problems.js";

const now = new Date("2026-03-01T10:00:00Z");
const at = "2026-03-01T09:30:00Z";
const run = (id: number, status: string, more: Partial<ListedRun> = {}): ListedRun => ({
  id: String(id),
  status,
  startedAt: at,
  ...more,
});

describe("runProblems", () => {
  test.each<[string, ListedRun[], ListedRun[], Record<string, string>]>([
    ["a run that succeeded is fine", [run(1, "success")], [run(1, "success")], {}],
    ["a run that ended in an error failed", [run(1, "error")], [run(1, "error")], { 1: "failed" }],
    ["a run n8n marked crashed is named crashed", [run(1, "crashed")], [run(1, "crashed")], { 1: "crashed" }],
    ["a run that was cancelled is named cancelled", [run(1, "canceled")], [run(1, "canceled")], { 1: "canceled" }],
    [
      "a run listed as running twice is one no n8n runs: left unfinished",
      [run(1, "running")],
      [run(1, "running")],
      { 1: "unfinished" },
    ],
    [
      "a run in n8n's unknown state, listed twice, is left unfinished",
      [run(1, "unknown")],
      [run(1, "unknown")],
      { 1: "unfinished" },
    ],
    ["a run listed as running once, then held by n8n (left out), was only starting", [run(1, "running")], [], {}],
    [
      "a run listed as running, then crashed when listed again, is named crashed",
      [run(1, "running")],
      [run(1, "crashed")],
      { 1: "crashed" },
    ],
    [
      "a run listed as running, then ended well when listed again, is fine",
      [run(1, "running")],
      [run(1, "success")],
      {},
    ],
    [
      "a queued run with no later run started is waiting its turn",
      [run(2, "new", { startedAt: null }), run(1, "success")],
      [run(2, "new", { startedAt: null }), run(1, "success")],
      {},
    ],
    [
      "a queued run behind a later run that started was dropped: left unfinished",
      [run(3, "success"), run(2, "new", { startedAt: null })],
      [run(3, "success"), run(2, "new", { startedAt: null })],
      { 2: "unfinished" },
    ],
    [
      "a waiting run whose time came a minute ago is about to be resumed",
      [run(1, "waiting", { waitTill: "2026-03-01T09:59:00Z" })],
      [run(1, "waiting", { waitTill: "2026-03-01T09:59:00Z" })],
      {},
    ],
    [
      "a waiting run whose time came an hour ago was never resumed: left unfinished",
      [run(1, "waiting", { waitTill: "2026-03-01T09:00:00Z" })],
      [run(1, "waiting", { waitTill: "2026-03-01T09:00:00Z" })],
      { 1: "unfinished" },
    ],
  ])("%s", (_, first, again, expected) => {
    expect(Object.fromEntries(runProblems(first, again, now))).toEqual(expected);
  });
});
