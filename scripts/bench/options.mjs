import { parseArgs } from "node:util";
import { previousArchitecture } from "./baseline.mjs";

/** What `pnpm bench --help` prints. */
export const usage = `Usage: pnpm bench [--runs N] [--routes /,/team] [--baseline REF | --skip-baseline] [--no-build] [--skip-typing]

  --runs N          Lighthouse runs per route and build (default 5); the tables show medians
  --routes a,b      only these routes (default: every page in apps/site/app/route-table.ts)
  --baseline REF    the commit to compare with (default ${previousArchitecture.ref}: ${previousArchitecture.description}),
                    built in a git worktree of its own
  --skip-baseline   do not build or measure a baseline
  --no-build        measure apps/site/build/client (or $SITE_BUILD_DIR/client) as it is instead of building it first
                    (the baseline is built in its worktree either way, never in apps/site)
  --skip-typing     leave out the typing bench (scripts/bench/typing/, also \`pnpm bench:typing\`), which runs
                    after Lighthouse on the chosen routes that have a form, as many runs, on the same builds`;

/** The bench's options from its command-line arguments; throws with a readable message on bad input. */
export function parseBenchArgs(args) {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      runs: { type: "string" },
      routes: { type: "string" },
      baseline: { type: "string" },
      "skip-baseline": { type: "boolean", default: false },
      "no-build": { type: "boolean", default: false },
      "skip-typing": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const runs = values.runs === undefined ? 5 : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a whole number of at least 1, not "${values.runs}"`);
  const routes = values.routes
    ?.split(",")
    .map((route) => route.trim())
    .filter(Boolean);
  const notPaths = routes?.filter((route) => !route.startsWith("/")) ?? [];
  if (notPaths.length > 0)
    throw new Error(`--routes takes paths starting with "/", not ${notPaths.map((r) => `"${r}"`).join(", ")}`);
  if (routes?.length === 0) throw new Error("--routes needs at least one path");
  if (values.baseline !== undefined && values["skip-baseline"])
    throw new Error("--baseline and --skip-baseline contradict each other");
  const baseline = values["skip-baseline"] ? null : (values.baseline ?? previousArchitecture.ref);
  return { runs, routes, baseline, build: !values["no-build"], typing: !values["skip-typing"], help: values.help };
}

/** The routes to measure, in the route table's order; throws naming any route the table lacks. */
export function selectRoutes(pages, requested) {
  if (requested === undefined) return [...pages];
  const unknown = requested.filter((route) => !pages.includes(route));
  if (unknown.length > 0) throw new Error(`Not in the route table: ${unknown.join(", ")}. Pages: ${pages.join(", ")}`);
  return pages.filter((page) => requested.includes(page));
}
