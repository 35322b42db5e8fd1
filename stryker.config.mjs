// Mutation testing (`pnpm mutation`, docs/testing.md): how many deliberate bugs in the logic the unit
// tests are the one home of they catch. Each package runs it from its own folder
// (`stryker run ../../stryker.config.mjs`), which picks its files below; it is not part of `npm test`.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The files mutated in each package: the logic whose tests were merged into one home. */
const scopes = {
  // The schemas, the drafts, the work-log calculator, and what a form does while the page wakes
  // (the draft strategy's home since the runtime knows no form).
  "@grand-river/forms": {
    files: ["src/*/schema.ts", "src/drafts/*.ts", "src/worklog/calculate.ts", "src/fields/awaitsScript.ts"],
  },
  // The client, its settings and the body's shape (which the n8n workflow's Code node bundles).
  "@grand-river/webhooks": { files: ["src/client.ts", "src/settings.ts", "src/shape.ts"] },
  // The data files' checks: what the build and the editor refuse, and what Markdown fields show.
  "@grand-river/content": {
    files: [
      "src/data-files/{validate,field-checks,describe-issues,placeholders}.ts",
      "src/markdown/{problems,shown,sections}.ts",
    ],
  },
  // The islands runtime: waking, held presses and submits, failure. Not registry.ts: its
  // `import.meta.glob` must stay a literal for Vite, and Stryker would wrap it in a condition.
  "@grand-river/site": {
    files: [
      "app/hydration/{runtime,contract,visitorPause}.ts",
      "app/pageIslands.ts",
      "app/hydration/strategies/{interaction,query,sight}.ts",
    ],
  },
};

// Elsewhere (a package not listed, or a tool reading this file from the root) nothing is mutated, and
// Stryker stops saying so.
const { name } = JSON.parse(readFileSync("package.json", "utf8"));
const { files = [] } = scopes[name] ?? {};

// Stryker's vitest runs the tests in worker threads, where a test's own `process.env.TZ = …` does
// not move the clock's zone: forms' work-log tests set Grand Rapids', so the runners start in it.
process.env.TZ = "America/Detroit";

export default {
  // pnpm keeps the runner out of Stryker's own node_modules, where Stryker looks for plugins.
  plugins: [fileURLToPath(import.meta.resolve("@stryker-mutator/vitest-runner"))],
  testRunner: "vitest",
  vitest: { configFile: "vitest.config.ts" },
  coverageAnalysis: "perTest",
  mutate: files.length > 0 ? [...files, "!**/*.test.*"] : [],
  // One mutant at a time: the machine is shared, and the score does not depend on the speed.
  concurrency: 1,
  // A mutant in a constant's initialiser runs every test; its few are not worth a suite each.
  ignoreStatic: true,
  reporters: ["clear-text", "json"],
  jsonReporter: { fileName: "reports/mutation.json" },
  // Beside the packages, one folder each, so a sandbox sits as deep as its package and a test's path
  // into the rest of the repository (content's to the site's public folder) still resolves.
  tempDirName: `../../.stryker-tmp-${name.split("/").pop()}`,
  // So the package's tsconfig.json keeps its `extends` as written, which holds at that depth (Stryker
  // rewrites the file it names here for a sandbox inside the package; none has this name).
  tsconfigFile: "no-tsconfig-to-rewrite.json",
  cleanTempDir: "always",
};
