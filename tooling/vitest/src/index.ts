// Node loads dist/index.js (Vite's config loader leaves a workspace package's imports to Node).
// Plain shapes rather than Vitest's own types: each package may resolve its own copy of vitest,
// and two copies' config types do not match.

/** Vitest's console output, and the JSON report the CI tally counts, at reports/`name`.json. */
export const reportAs = <Name extends string>(name: Name) => ({
  reporters: ["default", "json"],
  outputFile: { json: `reports/${name}.json` as const },
});

/** A package's component tests (ui, forms): src/**\/*.test.{ts,tsx} in jsdom with its vitest.setup.ts. */
export const componentTests = {
  environment: "jsdom" as const,
  // One jsdom and one module graph per worker, not per file: starting jsdom and importing React,
  // Ariakit and the styles again for each of fifty files was most of these suites' CPU time. Each
  // file still starts on an empty page, as a fresh page would (vitest.setup.ts empties the document
  // and storage), and vitest restores mocks and stubbed globals between files.
  isolate: false,
  unstubGlobals: true,
  unstubEnvs: true,
  globals: true,
  setupFiles: ["./vitest.setup.ts"],
  include: ["src/**/*.test.{ts,tsx}"],
  ...reportAs("vitest"),
};
