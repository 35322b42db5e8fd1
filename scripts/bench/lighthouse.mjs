import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import lighthouse from "lighthouse";

// chrome-launcher comes with Lighthouse rather than being a dependency of this repository.
const lighthouseRequire = createRequire(import.meta.resolve("lighthouse"));
const { launch } = await import(pathToFileURL(lighthouseRequire.resolve("chrome-launcher")).href);

// The four Lighthouse categories the bench scores.
const categories = ["performance", "accessibility", "best-practices", "seo"];

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

const urlPath = (url) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/**
 * The bench's figures from a Lighthouse result: scores out of 100, times in whole ms, CLS to the
 * three decimals Lighthouse shows (so an invisible 0.00004 shift does not miss a budget of 0), and
 * bytes transferred by type from resource-summary. A figure Lighthouse could not measure is null.
 */
export function figuresFromLhr(lhr) {
  const score = (id) =>
    typeof lhr.categories[id]?.score === "number" ? Math.round(lhr.categories[id].score * 100) : null;
  const numeric = (id, digits = 0) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === "number" ? Number(value.toFixed(digits)) : null;
  };
  const resources = lhr.audits["resource-summary"]?.details?.items;
  const bytes = (type) =>
    resources ? (resources.find((item) => item.resourceType === type)?.transferSize ?? 0) : null;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    fcpMs: numeric("first-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift", 3),
    jsBytes: bytes("script"),
    cssBytes: bytes("stylesheet"),
    htmlBytes: bytes("document"),
  };
}

/** A failing audit item in a few words: the element, or the message and where it came from. */
function example(item) {
  const node = item.node ?? (item.source?.type === "node" ? item.source : undefined);
  if (node) return node.snippet ?? node.selector ?? null;
  const url = item.sourceLocation?.url ?? item.url;
  if (item.description && url) return `${item.description} (${url})`;
  return item.description ?? url ?? null;
}

/**
 * What explains a miss: the LCP element and its four phases, render-blocking requests, the
 * largest scripts, and each category's failing scored audits with up to three examples each.
 */
export function diagnosticsFromLhr(lhr) {
  const tables = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const node = tables.flatMap((table) => table.items ?? []).find((item) => item.node)?.node;
  const phaseRows = tables.flatMap((table) => table.items ?? []).filter((item) => "phase" in item);
  const phaseNames = ["ttfb", "loadDelay", "loadTime", "renderDelay"];
  const failingAudits = Object.fromEntries(
    categories.map((id) => [
      id,
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => typeof audit?.score === "number" && audit.score < 1)
        .map((audit) => ({
          id: audit.id,
          examples: (audit.details?.items ?? []).slice(0, 3).map(example).filter(Boolean),
        })),
    ]),
  );
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  return {
    lcpElement: node ? (node.snippet ?? node.nodeLabel ?? null) : null,
    lcpPhasesMs:
      phaseRows.length === 4
        ? Object.fromEntries(phaseRows.map((row, i) => [phaseNames[i], Math.round(row.timing)]))
        : null,
    renderBlocking: (lhr.audits["render-blocking-resources"]?.details?.items ?? []).map((item) => ({
      path: urlPath(item.url),
      wastedMs: Math.round(item.wastedMs ?? 0),
    })),
    largestScripts: requests
      .filter((request) => request.resourceType === "Script")
      .sort((a, b) => b.transferSize - a.transferSize)
      .slice(0, 5)
      .map((request) => ({ path: urlPath(request.url), transferSize: request.transferSize })),
    failingAudits,
  };
}

/** Every figure, unmeasured: what a failed run contributes (nothing) to the medians. */
export const nullFigures = Object.freeze(
  Object.fromEntries(Object.keys(figuresFromLhr({ categories: {}, audits: {} })).map((key) => [key, null])),
);

/**
 * One Lighthouse run (default mobile config: emulated Moto G Power, simulated slow 4G and 4× CPU)
 * in a fresh Chromium, so no run inherits another's cache. `blockedUrlPatterns` are refused by the
 * browser (see third-parties.mjs).
 */
export async function auditPage(url, { blockedUrlPatterns = [] } = {}) {
  // chrome-launcher ends Chromium with SIGKILL, which leaves its singleton-socket folder in TMPDIR;
  // a TMPDIR of its own is removed afterwards instead of piling up in /tmp.
  const scratch = mkdtempSync(path.join(tmpdir(), "grand-river-bench-chrome-"));
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags,
    logLevel: "silent",
    envVars: { ...process.env, TMPDIR: scratch },
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      blockedUrlPatterns,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const error = lhr.runtimeError?.message ?? null;
    return {
      // A run Lighthouse flags as broken measured nothing, whatever numbers it left behind.
      figures: error ? nullFigures : figuresFromLhr(lhr),
      diagnostics: error ? null : diagnosticsFromLhr(lhr),
      error,
      warnings: lhr.runWarnings,
      environment: {
        lighthouse: lhr.lighthouseVersion,
        browser: lhr.environment?.hostUserAgent,
        benchmarkIndex: lhr.environment?.benchmarkIndex,
      },
    };
  } finally {
    chrome.kill();
    rmSync(scratch, { recursive: true, force: true });
  }
}
