import { parseArgs } from "node:util";

/** What `pnpm bench:typing --help` prints. */
export const typingUsage = `Usage: pnpm bench:typing [--runs N] [--routes /contact,/admin] [--site URL] [--baseline URL]

  --runs N          visits per form page and build (default 5); the tables show medians
  --routes a,b      only these form pages (default: every page with a form, scripts/bench/typing/scenarios.mjs)
  --site URL        measure the site served there (default: serve apps/site/build, or $SITE_BUILD_DIR, here)
  --baseline URL    also measure another build served there, alternating with the site

\`pnpm bench\` runs the same measurement after Lighthouse CI, with these defaults.`;

/** The typing bench's options from its command-line arguments; throws with a readable message on bad input. */
export function parseTypingArgs(args) {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      runs: { type: "string" },
      routes: { type: "string" },
      site: { type: "string" },
      baseline: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const runs = values.runs === undefined ? 5 : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a whole number of at least 1, not "${values.runs}"`);
  const url = (flag) => {
    const value = values[flag];
    if (value === undefined) return undefined;
    if (!/^https?:\/\/[^/]+$/.test(value.replace(/\/$/, "")))
      throw new Error(`--${flag} takes an origin such as http://127.0.0.1:4173, not "${value}"`);
    return value.replace(/\/$/, "");
  };
  const routes = values.routes
    ?.split(",")
    .map((route) => route.trim())
    .filter(Boolean);
  return { runs, routes, site: url("site"), baseline: url("baseline"), help: values.help };
}
