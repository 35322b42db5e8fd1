// Plain JavaScript that node runs as written (Vite's config loader leaves a workspace package's
// imports to Node); index.d.mts gives its types.

/** @param {string} name */
export const reportAs = (name) => ({
  reporters: ["default", "json"],
  outputFile: { json: `reports/${name}.json` },
});

export const componentTests = {
  environment: "jsdom",
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
