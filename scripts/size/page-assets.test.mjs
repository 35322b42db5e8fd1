import assert from "node:assert/strict";
import { test } from "vitest";
import { pageAssets } from "./page-assets.mjs";

// The shape React Router 7 prerenders: modulepreloads in the head, an inline module script that
// imports the manifest and route modules and import()s the client entry.
const reactRouterPage = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="preload" as="image" href="/images/logo.svg"/>
<link rel="modulepreload" href="/assets/manifest-bb02.js"/><link rel="modulepreload" href="/assets/entry.client-F.js"/>
<link rel="modulepreload" href="/assets/root-B5.js"/><link rel="stylesheet" href="/assets/root-Xy.css"/>
<link rel="icon" href="/images/logo.svg" type="image/svg+xml"/>
<script type="application/ld+json">{"@context":"https://schema.org","url":"https://grandriverai.com/"}</script>
<style>.a{color:red}</style></head><body><main><h1>Home</h1></main>
<script>window.__reactRouterContext = {"ssr":false};</script>
<script type="module" async="">import "/assets/manifest-bb02.js";
import * as route0 from "/assets/root-B5.js";
import * as route1 from "/assets/home-C0.js";
window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
import("/assets/entry.client-F.js");</script></body></html>`;

test("a prerendered page's start-up scripts are its modulepreloads plus its inline module imports, once each", () => {
  assert.deepEqual(pageAssets(reactRouterPage).scripts, [
    "/assets/manifest-bb02.js",
    "/assets/entry.client-F.js",
    "/assets/root-B5.js",
    "/assets/home-C0.js",
  ]);
});

test("stylesheet links and inline style text are the page's CSS; icons and image preloads are not", () => {
  const { stylesheets, inlineStyles } = pageAssets(reactRouterPage);
  assert.deepEqual(stylesheets, ["/assets/root-Xy.css"]);
  assert.deepEqual(inlineStyles, [".a{color:red}"]);
});

test("JSON-LD and classic inline scripts add no JS files", () => {
  const html = `<script type="application/ld+json">{"a":"import('/x.js')"}</script><script>import("/y.js")</script>`;
  assert.deepEqual(pageAssets(html).scripts, []);
});

test("script src attributes count, with single, double or no quotes and any attribute order", () => {
  const html = `<script defer src='/a.js'></script><script type=module src=/b.js></script><script src="/c.js" type="module"></script>`;
  assert.deepEqual(pageAssets(html).scripts, ["/a.js", "/b.js", "/c.js"]);
});

test("relative hrefs resolve against the page's path and other origins are listed as external", () => {
  const html = `<link rel="stylesheet" href="../assets/a.css"><link rel="stylesheet" href="https://fonts.example.com/f.css"><script src="//cdn.example.com/x.js"></script>`;
  const assets = pageAssets(html, "/team/");
  assert.deepEqual(assets.stylesheets, ["/assets/a.css"]);
  assert.deepEqual(assets.external, ["https://fonts.example.com/f.css", "//cdn.example.com/x.js"]);
});

test("a rel list with several values still counts as a stylesheet, and an empty style block is ignored", () => {
  const html = `<link href="/p.css" rel="preload stylesheet"><style>  </style>`;
  const assets = pageAssets(html);
  assert.deepEqual(assets.stylesheets, ["/p.css"]);
  assert.deepEqual(assets.inlineStyles, []);
});

test("a disabled stylesheet link costs nothing: the browser never fetches it", () => {
  const page =
    '<head><style>.a{color:red}</style><link rel="stylesheet" href="/assets/style-A.css" disabled=""/></head>';
  const assets = pageAssets(page);
  assert.deepEqual(assets.stylesheets, []);
  assert.deepEqual(assets.inlineStyles, [".a{color:red}"]);
});

test("a page's islands are named by their roots, each once, in page order", () => {
  const html =
    '<main><div data-island="VideoIsland" data-wake="interaction"><button>Play</button></div>' +
    '<section><div data-wake="interaction" data-island="NewsletterIsland"></div></section>' +
    '<div data-island="VideoIsland"></div></main>';
  assert.deepEqual(pageAssets(html).islands, ["VideoIsland", "NewsletterIsland"]);
});

test("islands that wait for a touch or a query load nothing at start; any other wake, or none, does", () => {
  const html =
    '<div data-island="Video" data-wake="interaction"></div><div data-wake="interaction" data-island="Newsletter"></div>' +
    '<div data-island="Report" data-wake="query" data-wake-query="payment=success"></div>' +
    '<div data-island="Contact" data-wake="load"></div><div data-island="Bare"></div>';
  const assets = pageAssets(html);
  assert.deepEqual(assets.islands, ["Video", "Newsletter", "Report", "Contact", "Bare"]);
  assert.deepEqual(assets.islandsAtStart, ["Contact", "Bare"]);
});

test("an inline module that preloads files after the first paint loads them at start too", () => {
  const html =
    '<script type="module">await new Promise((p) => requestAnimationFrame(() => setTimeout(p)));\n' +
    'for (const href of ["/assets/react-1.js","/assets/Form-2.js"]) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n' +
    'import("/assets/page-3.js");</script>';
  assert.deepEqual(pageAssets(html).scripts, ["/assets/page-3.js", "/assets/react-1.js", "/assets/Form-2.js"]);
});
