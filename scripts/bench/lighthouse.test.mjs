import assert from "node:assert/strict";
import { test } from "vitest";
import { diagnosticsFromLhr, figuresFromLhr } from "./lighthouse.mjs";

// The parts of a Lighthouse 12 result the bench reads, in Lighthouse's own shapes.
const lhr = {
  categories: {
    performance: {
      score: 0.87,
      auditRefs: [
        { id: "largest-contentful-paint", weight: 25 },
        { id: "network-requests", weight: 0 },
      ],
    },
    accessibility: { score: 1, auditRefs: [{ id: "color-contrast", weight: 7 }] },
    "best-practices": { score: 0.96, auditRefs: [{ id: "errors-in-console", weight: 1 }] },
    seo: {
      score: 0.69,
      auditRefs: [
        { id: "is-crawlable", weight: 4.043 },
        { id: "hreflang", weight: 1 },
      ],
    },
  },
  audits: {
    "largest-contentful-paint": { id: "largest-contentful-paint", score: 0.8, numericValue: 1812.6 },
    "first-contentful-paint": { id: "first-contentful-paint", score: 1, numericValue: 911.2 },
    "total-blocking-time": { id: "total-blocking-time", score: 1, numericValue: 0 },
    "cumulative-layout-shift": { id: "cumulative-layout-shift", score: 1, numericValue: 0.00004 },
    "color-contrast": { id: "color-contrast", score: 1 },
    "errors-in-console": {
      id: "errors-in-console",
      score: 0,
      details: {
        items: [
          {
            description: "Failed to load resource: net::ERR_NAME_NOT_RESOLVED",
            sourceLocation: { url: "https://assets.calendly.com/assets/external/widget.js" },
          },
        ],
      },
    },
    "is-crawlable": {
      id: "is-crawlable",
      score: 0,
      details: { items: [{ source: { type: "node", snippet: '<meta name="robots" content="noindex">' } }] },
    },
    hreflang: { id: "hreflang", score: null },
    "resource-summary": {
      details: {
        items: [
          { resourceType: "total", transferSize: 150000 },
          { resourceType: "document", transferSize: 2900 },
          { resourceType: "script", transferSize: 118500 },
          { resourceType: "stylesheet", transferSize: 4100 },
        ],
      },
    },
    "largest-contentful-paint-element": {
      details: {
        type: "list",
        items: [
          {
            type: "table",
            items: [{ node: { type: "node", snippet: '<h1 class="x">', nodeLabel: "Automate the busywork" } }],
          },
          {
            type: "table",
            items: [
              { phase: "TTFB", timing: 600.4 },
              { phase: "Load Delay", timing: 0 },
              { phase: "Load Time", timing: 0 },
              { phase: "Render Delay", timing: 1212.2 },
            ],
          },
        ],
      },
    },
    "render-blocking-resources": {
      details: { items: [{ url: "http://127.0.0.1:4173/assets/root-X.css", wastedMs: 301.7 }] },
    },
    "network-requests": {
      details: {
        items: [
          { url: "http://127.0.0.1:4173/assets/small.js", resourceType: "Script", transferSize: 900 },
          { url: "http://127.0.0.1:4173/", resourceType: "Document", transferSize: 2900 },
          { url: "http://127.0.0.1:4173/assets/chunk-OB3P.js", resourceType: "Script", transferSize: 80000 },
        ],
      },
    },
  },
};

test("scores read out of 100 and times in whole milliseconds", () => {
  const figures = figuresFromLhr(lhr);
  assert.deepEqual([figures.performance, figures.accessibility, figures.bestPractices, figures.seo], [87, 100, 96, 69]);
  assert.deepEqual([figures.lcpMs, figures.fcpMs, figures.tbtMs], [1813, 911, 0]);
});

test("a layout shift too small for Lighthouse to show reads as zero", () => {
  assert.equal(figuresFromLhr(lhr).cls, 0);
});

test("bytes are the transfer sizes of scripts, stylesheets and the document", () => {
  const { jsBytes, cssBytes, htmlBytes } = figuresFromLhr(lhr);
  assert.deepEqual([jsBytes, cssBytes, htmlBytes], [118500, 4100, 2900]);
});

test("a run that crashed before measuring gives nulls, not zeros", () => {
  const crashed = { categories: { performance: { score: null } }, audits: {} };
  const figures = figuresFromLhr(crashed);
  assert.equal(figures.performance, null);
  assert.equal(figures.lcpMs, null);
  assert.equal(figures.jsBytes, null);
});

test("diagnostics name the LCP element, its phases, what blocked rendering and the biggest scripts", () => {
  const d = diagnosticsFromLhr(lhr);
  assert.equal(d.lcpElement, '<h1 class="x">');
  assert.deepEqual(d.lcpPhasesMs, { ttfb: 600, loadDelay: 0, loadTime: 0, renderDelay: 1212 });
  assert.deepEqual(d.renderBlocking, [{ path: "/assets/root-X.css", wastedMs: 302 }]);
  assert.deepEqual(d.largestScripts, [
    { path: "/assets/chunk-OB3P.js", transferSize: 80000 },
    { path: "/assets/small.js", transferSize: 900 },
  ]);
});

test("failing audits are the scored ones below full marks, per category; unscored and passing ones are left out", () => {
  assert.deepEqual(diagnosticsFromLhr(lhr).failingAudits, {
    performance: [{ id: "largest-contentful-paint", examples: [] }],
    accessibility: [],
    "best-practices": [
      {
        id: "errors-in-console",
        examples: [
          "Failed to load resource: net::ERR_NAME_NOT_RESOLVED (https://assets.calendly.com/assets/external/widget.js)",
        ],
      },
    ],
    seo: [{ id: "is-crawlable", examples: ['<meta name="robots" content="noindex">'] }],
  });
});
