// Lighthouse CI's configuration, computed: every page of the route table, served by the site's own
// CDN-like server, five runs each, budgets.json as assertions, the booking widget's origin blocked.
// lighthouserc.cjs runs this file and reads the JSON it prints: LHCI loads its rc with require(),
// and the route table and the site's content are TypeScript, which only Vite loads here (async).
import path from "node:path";
import { loadBudgets } from "../size/budgets.mjs";
import { importSiteModule, loadRouteTable } from "../size/route-table.mjs";
import { assertMatrix } from "./lhci-assertions.mjs";
import { blockedUrlPatterns } from "./third-parties.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const host = "127.0.0.1";

/** The `ci` section of a lighthouserc, from what it is made of; no file or network access. */
export function lhciConfig({ budgets, routes, blocked, port, outputDir, chromePath }) {
  const origin = `http://${host}:${port}`;
  return {
    ci: {
      collect: {
        url: routes.map((route) => `${origin}${route}`),
        numberOfRuns: 5,
        // apps/site/scripts/serve.mjs: brotli/gzip, _headers and _redirects, as a CDN serves the
        // build (SITE_BUILD_DIR, when set, is passed on). It prints "Serving … at …" once listening,
        // and exits 1 if the port is taken, which stops LHCI rather than measuring someone else's server.
        startServerCommand: `PORT=${port} HOST=${host} node apps/site/scripts/serve.mjs`,
        startServerReadyPattern: "Serving",
        chromePath,
        // Lighthouse's default mobile config (emulated Moto G Power, simulated slow 4G, 4x CPU).
        settings: {
          blockedUrlPatterns: blocked,
          // LHCI adds --headless=new. Root in a container needs --no-sandbox.
          chromeFlags:
            "--no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run",
        },
      },
      assert: { assertMatrix: assertMatrix(budgets, routes) },
      upload: { target: "filesystem", outputDir },
    },
  };
}

/**
 * The browser Lighthouse drives: Debian's Chromium as a headless shell, or CHROME_PATH. Not the full
 * browser: in headless mode its own window and tab UI run beside the page on this machine's two
 * cores, and Lighthouse counts the page's tasks they slow down: even the flyer, one image and no
 * script, reads blocking time there (docs/performance.md). The shell's page renderer is the same
 * release's. The typing bench keeps the full browser (typing/measure.mjs).
 */
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell";

/** The config for this checkout: `BENCH_PORT` (default 4180) is where the site is served. */
async function configForRepo() {
  const { pages } = await loadRouteTable();
  const { site } = await importSiteModule("../../packages/content/src/site.ts");
  return lhciConfig({
    budgets: loadBudgets(path.join(root, "budgets.json")),
    routes: pages,
    blocked: blockedUrlPatterns(site),
    port: Number(process.env.BENCH_PORT || 4180),
    outputDir: "reports/bench/lhci",
    chromePath,
  });
}

if (process.argv[1] === import.meta.filename) {
  process.stdout.write(JSON.stringify(await configForRepo()));
}
