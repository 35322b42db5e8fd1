import assert from "node:assert/strict";
import { test } from "vitest";
import { previousArchitecture } from "./baseline.mjs";
import { parseBenchArgs, selectRoutes } from "./options.mjs";

test("with no flags the bench builds, measures the previous architecture and takes five runs of every route", () => {
  assert.deepEqual(parseBenchArgs([]), {
    runs: 5,
    routes: undefined,
    baseline: previousArchitecture.ref,
    build: true,
    typing: true,
    help: false,
  });
});

test("--baseline names another commit to compare with, and cannot be combined with --skip-baseline", () => {
  assert.equal(parseBenchArgs(["--baseline", "main~3"]).baseline, "main~3");
  assert.throws(() => parseBenchArgs(["--baseline", "main~3", "--skip-baseline"]), /contradict/);
});

test("every flag is read", () => {
  assert.deepEqual(
    parseBenchArgs(["--runs", "1", "--routes", "/, /team", "--skip-baseline", "--no-build", "--skip-typing"]),
    {
      runs: 1,
      routes: ["/", "/team"],
      baseline: null,
      build: false,
      typing: false,
      help: false,
    },
  );
  assert.equal(parseBenchArgs(["--runs=5"]).runs, 5);
});

test("bad input is refused with a message that says what is wrong", () => {
  assert.throws(() => parseBenchArgs(["--runs", "0"]), /--runs must be a whole number of at least 1, not "0"/);
  assert.throws(() => parseBenchArgs(["--runs", "two"]), /not "two"/);
  assert.throws(() => parseBenchArgs(["--routes", "team"]), /paths starting with "\/", not "team"/);
  assert.throws(() => parseBenchArgs(["--routes", ","]), /at least one path/);
  assert.throws(() => parseBenchArgs(["--fast"]), /Unknown option '--fast'/);
});

const pages = ["/", "/team", "/portfolio"];

test("chosen routes keep the route table's order", () => {
  assert.deepEqual(selectRoutes(pages, ["/portfolio", "/"]), ["/", "/portfolio"]);
  assert.deepEqual(selectRoutes(pages, undefined), pages);
});

test("a route the table does not have is refused, listing the pages there are", () => {
  assert.throws(
    () => selectRoutes(pages, ["/Team"]),
    /Not in the route table: \/Team\. Pages: \/, \/team, \/portfolio/,
  );
});
