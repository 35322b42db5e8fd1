import assert from "node:assert/strict";
import { test } from "vitest";
import { comparisonRows, figuresFromLhr, medianRows, mediansByRoute } from "./lhci-medians.mjs";

/** A Lighthouse result with just the parts the bench reads. */
function lhr(url, { performance = 1, seo = 1, lcp = 900, tbt = 10, cls = 0, js = 4096 } = {}) {
  return {
    requestedUrl: url,
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: seo },
    },
    audits: {
      "largest-contentful-paint": { numericValue: lcp },
      "total-blocking-time": { numericValue: tbt },
      "cumulative-layout-shift": { numericValue: cls },
      "resource-summary": {
        details: {
          items: [
            { resourceType: "document", transferSize: 9000 },
            { resourceType: "script", transferSize: js },
          ],
        },
      },
    },
  };
}

test("a run's figures: scores out of 100, whole ms, CLS as Lighthouse shows it, script bytes transferred", () => {
  assert.deepEqual(figuresFromLhr(lhr("http://h/", { performance: 0.98, lcp: 904.6, cls: 0.00004 })), {
    performance: 98,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 905,
    tbtMs: 10,
    cls: 0,
    jsBytes: 4096,
  });
  const unmeasured = lhr("http://h/");
  delete unmeasured.audits["largest-contentful-paint"];
  unmeasured.categories.performance.score = null;
  assert.equal(figuresFromLhr(unmeasured).lcpMs, null);
  assert.equal(figuresFromLhr(unmeasured).performance, null);
});

test("each route's figures are medians of that route's runs, each figure on its own", () => {
  const medians = mediansByRoute([
    lhr("http://127.0.0.1:4180/", { lcp: 760, tbt: 40 }),
    lhr("http://127.0.0.1:4180/admin", { seo: 0.69 }),
    lhr("http://127.0.0.1:4180/", { lcp: 1060, tbt: 0 }),
    lhr("http://127.0.0.1:4180/", { lcp: 905, tbt: 12 }),
  ]);
  assert.deepEqual(Object.keys(medians), ["/", "/admin"]);
  assert.equal(medians["/"].runs, 3);
  assert.equal(medians["/"].lcpMs, 905);
  assert.equal(medians["/"].tbtMs, 12);
  assert.equal(medians["/admin"].seo, 69);
  assert.deepEqual(medianRows(medians)[1], ["/admin", "1", "100", "100", "100", "69", "900", "10", "0.000", "4.0"]);
});

test("against a base, routes both measured, as ours / base and ours ÷ base", () => {
  const ours = mediansByRoute([lhr("http://a/team", { lcp: 900, tbt: 0, js: 4608 }), lhr("http://a/new")]);
  const base = mediansByRoute([lhr("http://b/team", { lcp: 1000, tbt: 20, js: 125 * 1024 })]);
  assert.deepEqual(comparisonRows(ours, base), [
    ["/team", "100 / 100", "900 / 1000", "0.90×", "0 / 20", "0.00×", "4.5 / 125.0", "0.04×"],
  ]);
  assert.deepEqual(comparisonRows(ours, mediansByRoute([lhr("http://b/team", { tbt: 0 })]))[0][5], "—");
});
