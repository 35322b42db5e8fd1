import assert from "node:assert/strict";
import { test } from "vitest";
import { dynamicImports, resolveSitePath, staticImports, walkModuleGraph } from "./module-graph.mjs";

test("minified static imports and re-exports are all found, in order", () => {
  const code =
    'import{j as e,r as t}from"./jsx-runtime-u17CrQMm.js";import"./polyfill-A1.js";' +
    'import*as n from"./chunk-OB3P.js";export{a as b}from"./navigation-CC1n.js";const x=1;';
  assert.deepEqual(staticImports(code), [
    "./jsx-runtime-u17CrQMm.js",
    "./polyfill-A1.js",
    "./chunk-OB3P.js",
    "./navigation-CC1n.js",
  ]);
});

test("formatted imports with line breaks and default plus named bindings are found", () => {
  const code =
    'import React, {\n  useState,\n  useId as id\n} from "/assets/react-1.js";\nimport * as route0 from "/assets/root-2.js";';
  assert.deepEqual(staticImports(code), ["/assets/react-1.js", "/assets/root-2.js"]);
});

test("dynamic import() calls, strings mentioning import and plain exports are not static imports", () => {
  const code =
    'const a=()=>import("./lazy-1.js");const s="import";const t={import:"./not.js"};' +
    'const m=import.meta.url;export{a as default};export default"./nope.js";';
  assert.deepEqual(staticImports(code), []);
});

test("dynamic imports are found separately, and a method named import is not one", () => {
  const code = 'import("/assets/entry.client-F.js");x.import("./no.js");const y=()=>import ( "./lazy.js" )';
  assert.deepEqual(dynamicImports(code), ["/assets/entry.client-F.js", "./lazy.js"]);
});

test("specifiers resolve to site paths the way a browser would", () => {
  assert.equal(resolveSitePath("./a.js", "/assets/b.js"), "/assets/a.js");
  assert.equal(resolveSitePath("../x/a.js", "/assets/b.js"), "/x/a.js");
  assert.equal(resolveSitePath("/assets/a.js", "/team"), "/assets/a.js");
  assert.equal(resolveSitePath("https://cdn.example.com/a.js", "/"), undefined);
  assert.equal(resolveSitePath("react", "/assets/b.js"), undefined);
});

const files = {
  "/assets/entry.js": 'import{a}from"./shared.js";import"./vendor.js";const l=()=>import("./lazy.js");',
  "/assets/route.js": 'import{b}from"./shared.js";',
  "/assets/shared.js": 'import"./vendor.js";export const a=1,b=2;',
  "/assets/vendor.js": "export const v=1;",
  "/assets/lazy.js": 'import"./lazy-dep.js";',
};
const read = (sitePath) => files[sitePath];

test("the walk reaches every statically imported module once, entries first", () => {
  const { modules, missing } = walkModuleGraph(["/assets/entry.js", "/assets/route.js"], read);
  assert.deepEqual(modules, ["/assets/entry.js", "/assets/route.js", "/assets/shared.js", "/assets/vendor.js"]);
  assert.deepEqual(missing, []);
});

test("the walk leaves lazily imported chunks out of the start-up set", () => {
  const { modules } = walkModuleGraph(["/assets/entry.js"], read);
  assert.ok(!modules.includes("/assets/lazy.js"));
  assert.ok(!modules.includes("/assets/lazy-dep.js"));
});

test("an import of a file that is not in the build is reported as missing with its importer", () => {
  const { modules, missing } = walkModuleGraph(["/assets/a.js"], (p) =>
    p === "/assets/a.js" ? 'import"./gone.js";import"react";' : undefined,
  );
  assert.deepEqual(modules, ["/assets/a.js"]);
  assert.deepEqual(missing, ["/assets/gone.js (imported by /assets/a.js)", "react (imported by /assets/a.js)"]);
});

test("an import cycle ends the walk instead of looping", () => {
  const cyclic = { "/a.js": 'import"./b.js";', "/b.js": 'import"./a.js";' };
  assert.deepEqual(walkModuleGraph(["/a.js"], (p) => cyclic[p]).modules, ["/a.js", "/b.js"]);
});

test("imports from other origins are neither walked nor reported missing", () => {
  const { modules, missing } = walkModuleGraph(["/a.js"], (p) =>
    p === "/a.js" ? 'import"https://cdn.example.com/x.js";import"//cdn.example.com/y.js";' : undefined,
  );
  assert.deepEqual(modules, ["/a.js"]);
  assert.deepEqual(missing, []);
});
