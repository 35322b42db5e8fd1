import assert from "node:assert/strict";
import { test } from "vitest";
import { buildErrorLines } from "./builds.mjs";

test("a failed build shows its error lines, not the error's fields or the files Vite was watching", () => {
  const log = [
    "vite v7.3.8 building client environment for production...",
    "✓ 60 modules transformed.",
    "✗ Build failed in 773ms",
    "[react-router:route-exports] SPA Mode: 1 invalid route export(s) in `routes/redirect.tsx`: `loader`.",
    "file: /work/main/apps/site/app/routes/redirect.tsx",
    "    at Object.transform (/work/main/node_modules/@react-router/dev/dist/vite.js:4375:19) {",
    "  code: 'PLUGIN_ERROR',",
    "  watchFiles: [",
    "    '/work/main/node_modules/.pnpm/set-cookie-parser/lib/error.js',",
    "  ]",
    "}",
  ].join("\n");
  assert.deepEqual(buildErrorLines(log), [
    "✗ Build failed in 773ms",
    "[react-router:route-exports] SPA Mode: 1 invalid route export(s) in `routes/redirect.tsx`: `loader`.",
    "file: /work/main/apps/site/app/routes/redirect.tsx",
  ]);
});

test("a message that does not say error is still shown when it follows the failure", () => {
  const log = "✗ Build failed in 1.68s\n[vite-plugin-vanilla-extract] Cannot find module '/x.css.ts'\n";
  assert.deepEqual(buildErrorLines(log), [
    "✗ Build failed in 1.68s",
    "[vite-plugin-vanilla-extract] Cannot find module '/x.css.ts'",
  ]);
});

test("a log without recognisable errors shows its last lines", () => {
  assert.deepEqual(buildErrorLines("a\nb\nc\n\nd\n", 2), ["c", "d"]);
});
