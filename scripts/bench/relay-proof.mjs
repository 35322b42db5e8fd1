// `pnpm bench:relay-proof [--runs N]`: what relay mode's proof-of-work costs a visitor when a form
// wakes. The relay-mode build (apps/site/build-relay, made first when missing) is served by the
// site's Worker under `wrangler dev`, with its real challenge cost; each run opens /contact in a
// fresh Chromium profile with the CPU slowed 4× (a mid-range phone), wakes the form, focuses its
// first field as a visitor does, and waits for the proof to be solved. Prints the bytes fetched (the
// solver's script, gzipped as a CDN sends it, and the challenge) and the medians of the solve alone
// (the solver's User Timing measure) and of focus to proof ready, with the load average before and
// after: on a busy machine the times mean nothing. A measurement, not a check: no budget, exit 0.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright";
import { freePort } from "./servers.mjs";
import { median } from "./stats.mjs";
import { typingBrowserPath } from "./typing/measure.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const siteDir = path.join(root, "apps/site");
const buildDir = "build-relay";
const clientDir = path.join(siteDir, buildDir, "client");
// The measure packages/webhooks/src/relay-proof.ts leaves after each solve.
const SOLVE_MEASURE = "relay-proof-solve";
const CPU_SLOWDOWN = 4;

const runsArg = process.argv.indexOf("--runs");
const runs = runsArg === -1 ? 5 : Number(process.argv[runsArg + 1]);
if (!Number.isInteger(runs) || runs < 1) {
  console.error("Usage: pnpm bench:relay-proof [--runs N]   (N a whole number, 5 when not given)");
  process.exit(1);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
console.log(`[relay-proof] load average before: ${load()}`);

if (!existsSync(path.join(clientDir, "index.html"))) {
  console.log(`[relay-proof] no relay-mode build in apps/site/${buildDir}: building it`);
  const built = spawnSync(path.join(siteDir, "node_modules/.bin/react-router"), ["build"], {
    cwd: siteDir,
    env: { ...process.env, SITE_BUILD_DIR: buildDir, VITE_WEBHOOK_MODE: "relay", WEBHOOK_LOCAL_INBOX: "1" },
    stdio: "inherit",
  });
  if (built.status !== 0) process.exit(1);
}

const worker = await startWorker();
const browser = await chromium.launch({
  executablePath: typingBrowserPath(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await wakeAndSolve(browser, worker.url);
    console.log(
      `[relay-proof] run ${run}: solver ${result.solverGzipBytes} B gzipped, challenge ${result.challengeBytes} B, ` +
        `solve ${result.solveMs.toFixed(0)} ms, focus to proof ready ${result.readyMs.toFixed(0)} ms`,
    );
    results.push(result);
  }
  const [first] = results;
  console.log(
    `\n[relay-proof] when a form wakes, at ${CPU_SLOWDOWN}× CPU, median of ${runs}: ` +
      `fetched ${first.solverGzipBytes + first.challengeBytes} B (solver ${first.solverGzipBytes} B gzipped, ` +
      `challenge ${first.challengeBytes} B); solve ${median(results.map((r) => r.solveMs)).toFixed(0)} ms; ` +
      `focus to proof ready ${median(results.map((r) => r.readyMs)).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await worker.stop();
  console.log(`[relay-proof] load average after: ${load()}`);
}

/** One visit: /contact loaded, the CPU slowed, the form woken and focused; resolves once the proof is solved. */
async function wakeAndSolve(browser, site) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const fetched = { solver: undefined, challenge: undefined };
    page.on("response", async (response) => {
      const { pathname } = new URL(response.url());
      if (pathname === "/api/leads/challenge") fetched.challenge = (await response.body()).byteLength;
      else if (/\/relay-proof-[\w-]+\.js$/.test(pathname))
        fetched.solver = gzipSync(await response.body(), { level: 9 }).byteLength;
    });
    await page.goto(`${site}/contact`, { waitUntil: "load" });
    if (fetched.solver !== undefined || fetched.challenge !== undefined) {
      throw new Error("The page fetched the solver or a challenge on load: nothing should before a form is reached.");
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const name = page.getByRole("textbox", { name: "Name" });
    // Woken first (a pointer over it), then reached: focus in a woken form is what starts the proof.
    await name.hover();
    await page.locator('[data-island-state="awake"]').getByRole("textbox", { name: "Name" }).waitFor();
    const focusedAt = await page.evaluate(() => performance.now());
    await name.focus();
    const solved = await page.waitForFunction(
      (measure) => performance.getEntriesByName(measure)[0]?.toJSON(),
      SOLVE_MEASURE,
      { timeout: 120_000 },
    );
    const { startTime, duration } = await solved.jsonValue();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    if (fetched.solver === undefined || fetched.challenge === undefined) {
      throw new Error("The proof was solved without the solver or the challenge being fetched.");
    }
    return {
      solverGzipBytes: fetched.solver,
      challengeBytes: fetched.challenge,
      solveMs: duration,
      readyMs: startTime + duration - focusedAt,
    };
  } finally {
    await context.close();
  }
}

/** The site's Worker (apps/site/wrangler.jsonc) under `wrangler dev` on a free port, serving the relay-mode build. */
async function startWorker() {
  const port = await freePort();
  const state = mkdtempSync(path.join(tmpdir(), "relay-proof-bench-"));
  const wrangler = path.join(
    path.dirname(createRequire(path.join(siteDir, "package.json")).resolve("wrangler/package.json")),
    "bin/wrangler.js",
  );
  const child = spawn(
    process.execPath,
    [
      wrangler,
      "dev",
      "--config",
      path.join(siteDir, "wrangler.jsonc"),
      "--assets",
      clientDir,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      state,
      "--var",
      "LEADS_PROOF_KEY:relay-proof-bench",
    ],
    { cwd: siteDir, env: { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_LOG: "warn" }, stdio: "ignore" },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      rmSync(state, { recursive: true, force: true });
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", resolve);
      child.kill();
    });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}) before serving ${url}`);
    const answered = await fetch(`${url}/api/leads/challenge`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`wrangler dev did not answer at ${url} within 90 s`);
}
