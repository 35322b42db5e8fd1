import assert from "node:assert/strict";
import { test } from "vitest";
import { formatTable } from "./format-table.mjs";

test("columns line up: names to the left, numbers to the right, a rule under the header", () => {
  const table = formatTable(
    ["route", "JS KB"],
    [
      ["/", "98.1"],
      ["/grand-rapids-ai-automation", "101.4"],
    ],
  );
  assert.equal(
    table,
    [
      "route                        JS KB",
      "---------------------------  -----",
      "/                             98.1",
      "/grand-rapids-ai-automation  101.4",
    ].join("\n"),
  );
});

test("a row with fewer cells prints blanks instead of failing", () => {
  assert.equal(formatTable(["a", "b"], [["x"]]).split("\n")[2], "x");
});
