// Plain shapes rather than Vitest's own types: each package may resolve its own copy of vitest,
// and two copies' config types do not match.

/**
 * Vitest's console output, and the JSON report the CI tally counts (scripts/tally-tests.mjs), at
 * reports/`name`.json: `test: { ...reportAs("stories") }`.
 */
export function reportAs<Name extends string>(
  name: Name,
): { reporters: string[]; outputFile: { json: `reports/${Name}.json` } };

/**
 * A package's component tests (ui, forms): src/**\/*.test.{ts,tsx} in jsdom, one module graph per
 * worker, with the package's vitest.setup.ts, reported as reports/vitest.json.
 */
export const componentTests: {
  environment: "jsdom";
  isolate: boolean;
  unstubGlobals: boolean;
  unstubEnvs: boolean;
  globals: boolean;
  setupFiles: string[];
  include: string[];
  reporters: string[];
  outputFile: { json: "reports/vitest.json" };
};
