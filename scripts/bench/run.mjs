// `pnpm bench`: Lighthouse (mobile, simulated throttling) on every page of the built site, served
// the way a CDN serves it, against the same site at an earlier commit (by default the previous
// architecture, see baseline.mjs), built and served the same way in the same run. Prints both
// tables of medians, budget misses and ratios to the baseline; writes every run's numbers to
// reports/bench/ so the next run can print what moved.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { budgetExceptions, loadBudgets } from "../size/budgets.mjs";
import { measureRoute } from "../size/measure-route.mjs";
import { clientDir, importSiteModule, loadRouteTable } from "../size/route-table.mjs";
import { buildBaseline, buildSite, snapshotSite } from "./builds.mjs";
import { auditPage, nullFigures } from "./lighthouse.mjs";
import { parseBenchArgs, selectRoutes, usage } from "./options.mjs";
import { baselineComparison, budgetReport, groupByLine, missDetails, siteTable } from "./report.mjs";
import { startSiteServer } from "./servers.mjs";
import { medianFigures } from "./stats.mjs";
import { blockedUrlPatterns } from "./third-parties.mjs";
import { runTypingBench } from "./typing/bench.mjs";
import { scenariosFor } from "./typing/scenarios.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const reportDir = path.join(root, "reports/bench");
const latestFile = path.join(reportDir, "latest.json");
const relative = (file) => path.relative(root, file);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** A reason to stop that needs no stack trace. */
class BenchError extends Error {}

// Everything started here is stopped on the way out. On Ctrl-C (or a kill) each cleanup is only
// started, not awaited: their synchronous parts (kill the server, close the socket, delete the copy)
// are enough, and chrome-launcher's own SIGINT handler exits right after this one.
const cleanups = [];
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
]) {
  process.on(signal, () => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    process.exit(code);
  });
}

/** Builds (unless --no-build), snapshots the site, builds the baseline, and starts both servers. */
async function prepare(options, routes) {
  if (options.build) {
    const since = Date.now();
    process.stdout.write("Building the site (pnpm --filter @grand-river/site build)… ");
    const built = await buildSite();
    if (!built.ok) throw new BenchError(`the site build failed:\n  ${built.errors.join("\n  ")}`);
    console.log(`done in ${seconds(since)}`);
  }
  if (!existsSync(path.join(clientDir, "index.html"))) {
    throw new BenchError(`No build at ${relative(clientDir)}: run without --no-build, or build the site first.`);
  }
  const snapshot = snapshotSite(routes);
  if (snapshot.failed)
    throw new BenchError(`Cannot measure ${relative(clientDir)}: ${snapshot.failed}. Run the bench again.`);
  cleanups.push(snapshot.dispose);
  const site = await startSiteServer(snapshot.siteDir);
  cleanups.push(site.close);
  // What each page loads at start, as `pnpm size` measures it, from the copy being served.
  const startup = Object.fromEntries(
    routes.map((route) => {
      const { jsBytes, cssBytes, htmlBytes } = measureRoute(snapshot.clientDir, route);
      return [route, { jsBytes, cssBytes, htmlBytes }];
    }),
  );

  if (!options.baseline) return { site, startup, baseline: null, baselineSkipped: "--skip-baseline" };
  const since = Date.now();
  process.stdout.write(
    `Building the baseline, ${options.baseline}, in a git worktree (install from pnpm's store, then build)… `,
  );
  const built = await buildBaseline(options.baseline);
  if (built.skipped) {
    console.log(`skipped.\n  ${built.skipped}`);
    return { site, startup, baseline: null, baselineSkipped: built.skipped };
  }
  cleanups.push(built.dispose);
  const baseline = await startSiteServer(built.siteDir);
  cleanups.push(baseline.close);
  const baselineStartup = Object.fromEntries(
    routes.map((route) => {
      const { jsBytes, cssBytes, htmlBytes } = measureRoute(built.clientDir, route);
      return [route, { jsBytes, cssBytes, htmlBytes }];
    }),
  );
  console.log(`done in ${seconds(since)} (commit ${built.commit.slice(0, 7)})`);
  return { site, startup, baseline, baselineStartup, baselineCommit: built.commit, baselineSkipped: null };
}

/** Every Lighthouse run, as results[target][route] = [run, …], printing a line per run. */
async function measure(targets, routes, runs, blocked) {
  const results = Object.fromEntries(
    targets.map(({ name }) => [name, Object.fromEntries(routes.map((route) => [route, []]))]),
  );
  const total = runs * routes.length * targets.length;
  let done = 0;
  console.log(
    `Lighthouse: ${routes.length} routes × ${runs} run(s) × ${targets.map((t) => t.name).join(" + ")} = ${total} runs`,
  );
  // Site and baseline alternate per route, so a burst of load on this shared machine lands on both.
  for (let run = 1; run <= runs; run += 1) {
    for (const route of routes) {
      for (const { name, server } of targets) {
        if (server.alive === false)
          throw new BenchError(`the ${name} server at ${server.url} stopped; see its output above`);
        const since = Date.now();
        let result;
        try {
          result = await auditPage(`${server.url}${route}`, { blockedUrlPatterns: blocked });
        } catch (error) {
          result = { figures: nullFigures, diagnostics: null, error: error.message };
        }
        results[name][route].push(result);
        done += 1;
        const f = result.figures;
        const summary = result.error
          ? `ERROR ${result.error}`
          : `perf ${f.performance ?? "—"}  LCP ${f.lcpMs ?? "—"} ms  TBT ${f.tbtMs ?? "—"} ms  JS ${((f.jsBytes ?? 0) / 1024).toFixed(1)} KB`;
        console.log(
          `[${String(done).padStart(String(total).length)}/${total}] ${name.padEnd(8)} ${route.padEnd(28)} run ${run}  ${summary}  (${seconds(since)})`,
        );
      }
    }
  }
  return results;
}

function git(...args) {
  try {
    return execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
  } catch {
    return null;
  }
}

async function main() {
  let options;
  try {
    options = parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    throw new BenchError(`${error.message}\n\n${usage}`);
  }
  if (options.help) return console.log(usage);
  const { pages } = await loadRouteTable();
  let routes;
  try {
    routes = selectRoutes(pages, options.routes);
  } catch (error) {
    throw new BenchError(error.message);
  }
  const budgets = loadBudgets(path.join(root, "budgets.json"));
  const previous = existsSync(latestFile) ? JSON.parse(readFileSync(latestFile, "utf8")) : undefined;
  const startedAt = new Date();

  const { site: siteContent } = await importSiteModule("../../packages/content/src/site.ts");
  const blocked = blockedUrlPatterns(siteContent);

  const { site, startup, baseline, baselineStartup, baselineCommit, baselineSkipped } = await prepare(options, routes);
  const targets = [{ name: "site", server: site }, ...(baseline ? [{ name: "baseline", server: baseline }] : [])];
  console.log(
    `Blocked in the bench's Chrome: ${blocked.join(", ")} (a third party that cannot load offline; see scripts/bench/third-parties.mjs)`,
  );
  const results = await measure(targets, routes, options.runs, blocked);
  const environment = Object.values(results.site)
    .flat()
    .find((run) => run.environment)?.environment;

  const mediansOf = (name) =>
    Object.fromEntries(routes.map((route) => [route, medianFigures(results[name][route].map((r) => r.figures))]));
  const siteMedians = mediansOf("site");
  const previousMedians =
    previous && Object.fromEntries(Object.entries(previous.site ?? {}).map(([route, entry]) => [route, entry.median]));

  console.log(
    `\nLighthouse ${environment?.lighthouse ?? "?"}, default mobile config (emulated Moto G Power, simulated slow 4G, 4× CPU slowdown);` +
      ` median of ${options.runs} run(s) per route, each figure its own median.`,
  );
  console.log(
    `Bytes: compressed bytes transferred as Lighthouse saw them (resource-summary transferSize, HTTP headers included) for every\n` +
      `  request during the load, from apps/site/scripts/serve.mjs (its compression middleware sends Chrome brotli q4, else gzip 6);\n` +
      `  KB = 1024 bytes. \`pnpm size\` is the CI byte check: gzip 9 of the start-up files, read from the build output.`,
  );
  console.log(
    `Machine: ${environment?.benchmarkIndex ? `Lighthouse benchmark index ${Math.round(environment.benchmarkIndex)}; ` : ""}` +
      `shared CPU, so timings are noisy.${previous ? ` Δ is against the run of ${previous.startedAt}.` : ""}\n`,
  );
  console.log(siteTable(routes, siteMedians, previousMedians, startup));
  console.log(
    `\nstart JS KB: what the page loads with no touch and no scroll (its scripts, modulepreloads, any island that wakes\n` +
      `  by itself, and their static imports), gzip 9, as \`pnpm size\` measures it; JS KB is every script Lighthouse saw\n` +
      `  transferred during the load.`,
  );

  // Size budgets are start-up bytes (as `pnpm size` checks them); the rest are Lighthouse's medians.
  const checkedFigures = Object.fromEntries(
    routes.map((route) => [route, { ...siteMedians[route], ...startup[route] }]),
  );
  const budgetResult = budgetReport(routes, checkedFigures, budgets);
  console.log(
    `\nBudgets (budgets.json): scores and timings on the medians, sizes on the start-up bytes:\n  ${budgetResult.lines.join("\n  ")}`,
  );
  const exceptions = budgetExceptions(budgets);
  if (exceptions.length > 0) console.log(`Stated exceptions (budgets.json "why"):\n  ${exceptions.join("\n  ")}`);
  const details = groupByLine(
    Object.fromEntries(routes.map((route) => [route, missDetails(results.site[route], budgetResult.checks[route])])),
  );
  if (details.length > 0)
    console.log(`\nWhat the misses come from (Lighthouse's diagnostics):\n  ${details.join("\n  ")}`);
  const failedRuns = targets.flatMap(({ name }) =>
    routes.flatMap((route) => results[name][route].filter((r) => r.error).map((r) => `${name} ${route}: ${r.error}`)),
  );
  if (failedRuns.length > 0) console.log(`\nRuns that failed (left out of the medians):\n  ${failedRuns.join("\n  ")}`);

  let comparison = null;
  const baselineMedians = baseline ? mediansOf("baseline") : null;
  if (baselineMedians) {
    console.log(
      `\nThe baseline, ${options.baseline} (${baselineCommit.slice(0, 7)}), measured the same way in the same run:\n`,
    );
    console.log(siteTable(routes, baselineMedians, undefined, baselineStartup));
    comparison = baselineComparison(routes, siteMedians, baselineMedians);
    console.log(`\nAgainst the baseline; ratio = ours ÷ baseline, lower is better:\n`);
    console.log(comparison.table);
  } else {
    console.log(`\nNo baseline comparison: ${baselineSkipped}`);
  }

  // The typing bench (scripts/bench/typing/), on the same builds and servers, with its own tables and budget lines.
  const typingScenarios = options.typing ? scenariosFor(routes) : [];
  const typing =
    typingScenarios.length > 0
      ? await runTypingBench({
          targets: targets.map(({ name, server }) => ({ name, url: server.url })),
          scenarios: typingScenarios,
          runs: options.runs,
          budgetsFile: path.join(root, "budgets.json"),
        })
      : null;

  const byRoute = (name, medians) =>
    Object.fromEntries(routes.map((route) => [route, { median: medians[route], runs: results[name][route] }]));
  const report = {
    schema: 1,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    commit: git("rev-parse", "HEAD"),
    uncommittedChanges: git("status", "--porcelain") !== "",
    settings: {
      runs: options.runs,
      routes,
      lighthouse: environment?.lighthouse,
      browser: environment?.browser,
      config: "Lighthouse default (mobile, simulated throttling)",
      bytes: "transferSize from Lighthouse's resource-summary audit: compressed as served, HTTP headers included",
      startupBytes:
        "gzip 9 of what each page loads at start, as `pnpm size` measures it; the size budgets are checked on these",
      blockedUrlPatterns: blocked,
    },
    startup,
    budgets: budgets.routes,
    site: byRoute("site", siteMedians),
    baseline: baselineMedians && {
      ref: options.baseline,
      commit: baselineCommit,
      startup: baselineStartup,
      ...byRoute("baseline", baselineMedians),
    },
    baselineSkipped,
    ratios: comparison?.ratios ?? null,
    budgetChecks: budgetResult.checks,
    typing,
  };
  mkdirSync(reportDir, { recursive: true });
  const stampedFile = path.join(reportDir, `${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(stampedFile, `${JSON.stringify(report, null, 2)}\n`);
  copyFileSync(stampedFile, latestFile);
  console.log(`\nEvery run's numbers: ${relative(latestFile)} (and ${relative(stampedFile)})`);
}

try {
  await main();
} catch (error) {
  if (!(error instanceof BenchError)) throw error;
  console.error(`\n${error.message}`);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}
