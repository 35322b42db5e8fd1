import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "vitest";
import {
  budgetExceptions,
  budgetForIsland,
  budgetForRoute,
  checkBudget,
  describeCheck,
  formatKb,
  loadBudgets,
} from "./budgets.mjs";

const budgets = {
  routes: {
    "*": { performance: 100, seo: 100, lcpMs: 1200, cls: 0, jsKb: 150, cssKb: 20 },
    "/": { jsKb: 125, htmlKb: 14 },
  },
};

test("a route's budget is the shared budget with its own entry laid over it", () => {
  assert.deepEqual(budgetForRoute(budgets, "/"), {
    performance: 100,
    seo: 100,
    lcpMs: 1200,
    cls: 0,
    jsKb: 125,
    cssKb: 20,
    htmlKb: 14,
  });
  assert.deepEqual(budgetForRoute(budgets, "/team"), budgets.routes["*"]);
});

test("byte figures are compared in KB of 1024 bytes, so exactly 125 KB passes and one byte more fails", () => {
  const budget = { jsKb: 125 };
  assert.equal(checkBudget({ jsBytes: 125 * 1024 }, budget)[0].passed, true);
  assert.equal(checkBudget({ jsBytes: 125 * 1024 + 1 }, budget)[0].passed, false);
});

test("each case passes or fails on the right side of its limit", () => {
  const cases = [
    { key: "performance", figure: "performance", value: 100, passed: true },
    { key: "performance", figure: "performance", value: 99, passed: false },
    { key: "seo", figure: "seo", value: 69, passed: false },
    { key: "lcpMs", figure: "lcpMs", value: 1200, passed: true },
    { key: "lcpMs", figure: "lcpMs", value: 1201, passed: false },
    { key: "cls", figure: "cls", value: 0, passed: true },
    { key: "cls", figure: "cls", value: 0.001, passed: false },
    { key: "cssKb", figure: "cssBytes", value: 30 * 1024, passed: false },
  ];
  for (const { key, figure, value, passed } of cases) {
    const [check] = checkBudget({ [figure]: value }, budgets.routes["*"]);
    assert.equal(check.key, key);
    assert.equal(check.passed, passed, `${key} = ${value}`);
  }
});

test("only budgets whose figure was measured are checked: a size check makes one check per size budget", () => {
  const checks = checkBudget({ jsBytes: 1000, cssBytes: 1000, htmlBytes: 1000 }, budgetForRoute(budgets, "/"));
  assert.deepEqual(
    checks.map((c) => c.key),
    ["jsKb", "cssKb", "htmlKb"],
  );
  assert.ok(checks.every((c) => c.passed));
});

test("a failed measurement fails its check instead of passing it", () => {
  const [check] = checkBudget({ lcpMs: null }, { lcpMs: 1200 });
  assert.equal(check.passed, false);
  assert.equal(describeCheck(check), "LCP not measured");
});

test("a miss reads as the figure, which way it misses, and the limit", () => {
  const describe = (figures, budget) => describeCheck(checkBudget(figures, budget)[0]);
  assert.equal(describe({ jsBytes: 134348 }, { jsKb: 125 }), "JS 131.2 KB > 125 KB");
  assert.equal(describe({ seo: 69 }, { seo: 100 }), "SEO 69 < 100");
  assert.equal(describe({ lcpMs: 1310.4 }, { lcpMs: 1200 }), "LCP 1310 ms > 1200 ms");
  assert.equal(describe({ cls: 0.0421 }, { cls: 0 }), "CLS 0.042 > 0");
  assert.equal(describe({ tbtMs: 20 }, { tbtMs: 50 }), "TBT 20 ms ≤ 50 ms");
});

test("KB show one decimal, and whole budgets none", () => {
  assert.equal(formatKb(12.345), "12.3 KB");
  assert.equal(formatKb(125), "125 KB");
});

test("a budgets file with a misspelt key is refused, naming the key", (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), "budgets-"));
  t.onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, "budgets.json");
  writeFileSync(file, JSON.stringify({ routes: { "/": { jsKB: 125 } } }));
  assert.throws(() => loadBudgets(file), /unknown budget "jsKB" for "\/"/);
});

test("an island's budget is its kind's, and is refused on a route, as a route's is on a kind of island", (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), "budgets-"));
  t.onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, "budgets.json");
  const refused = (budgets) => {
    writeFileSync(file, JSON.stringify(budgets));
    return () => loadBudgets(file);
  };
  assert.throws(refused({ routes: { "/": { awakeJsKb: 5 } } }), /"awakeJsKb" for "\/" is an island's budget/);
  assert.throws(refused({ islands: { plainDom: { jsKb: 5 } } }), /"jsKb" is no island's budget/);
  assert.throws(refused({ islands: { wired: { awakeJsKb: 5 } } }), /unknown kind of island "wired"/);

  writeFileSync(file, JSON.stringify({ islands: { plainDom: { awakeJsKb: 5 } } }));
  const budgets = loadBudgets(file);
  assert.deepEqual(budgetForIsland(budgets, "plainDom"), { awakeJsKb: 5 });
  assert.deepEqual(budgetForIsland(budgets, "react"), {});
  assert.equal(
    describeCheck(checkBudget({ awakeJsBytes: 5 * 1024 + 103 }, { awakeJsKb: 5 })[0]),
    "JS once awake 5.1 KB > 5 KB",
  );
});

test("a route may lower a budget only with its reason, which the exceptions list states", () => {
  const withReason = { routes: { "*": { seo: 100 }, "/admin": { seo: 69, why: { seo: "it is noindex on purpose" } } } };
  assert.deepEqual(budgetForRoute(withReason, "/admin"), { seo: 69 });
  assert.deepEqual(budgetExceptions(withReason), ["/admin: SEO ≥ 69, because it is noindex on purpose"]);
});

test("a reason for a budget the route does not set is refused", (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), "budgets-"));
  t.onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, "budgets.json");
  writeFileSync(file, JSON.stringify({ routes: { "/admin": { why: { seo: "noindex" } } } }));
  assert.throws(() => loadBudgets(file), /"\/admin" gives a reason for "seo", which it does not set/);
});

test("the repository's budgets.json loads and holds the agreed limits", () => {
  const repo = loadBudgets(path.resolve(import.meta.dirname, "../../budgets.json"));
  assert.deepEqual(budgetForRoute(repo, "/"), {
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 800,
    tbtMs: 50,
    cls: 0,
    jsKb: 10,
    allJsKb: 100,
    cssKb: 20,
    htmlKb: 16,
    imageKb: 150,
    longestInputMs: 100,
    interactionOverFloorMs: 8,
    floorOverPlainMs: 8,
  });
  // A form on the first screen wakes when reached for, so its page starts as light as any other.
  for (const route of ["/contact", "/admin", "/services"]) assert.equal(budgetForRoute(repo, route).jsKb, 10);
  // /admin is kept out of search on purpose, and the two pages led by one large photo wait on its
  // bytes: the exceptions, each saying why.
  assert.equal(budgetForRoute(repo, "/admin").seo, 69);
  for (const route of ["/team", "/flyer-port-sheldon"]) assert.equal(budgetForRoute(repo, route).lcpMs, 1100);
  assert.equal(budgetExceptions(repo).length, 3);
  // A widget wired in plain DOM loads no React, so it must stay small; a form is React and its fields.
  assert.deepEqual(budgetForIsland(repo, "plainDom"), { awakeJsKb: 5 });
  assert.deepEqual(budgetForIsland(repo, "react"), { awakeJsKb: 100 });
});

test("the longest input event is a ceiling in milliseconds", () => {
  const [check] = checkBudget({ longestInputMs: 112 }, { longestInputMs: 100 });
  assert.equal(check.passed, false);
  assert.equal(describeCheck(check), "longest input event 112 ms > 100 ms");
});
