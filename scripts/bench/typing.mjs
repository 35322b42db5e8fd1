// `pnpm bench:typing`: the typing bench alone. A visitor on a mid-range phone (4× CPU) taps each
// form's first field 300 ms after the page loads and types at once, while the form wakes; prints the
// longest input event (Event Timing) and the characters kept, per page, against budgets.json's
// `longestInputMs`. `pnpm bench` runs the same after Lighthouse. A home-made script: Lighthouse
// measures no interaction, and its user flows (timespan) cannot type on a schedule relative to load
// with the CPU slowed as Chrome's own throttling does here.
import path from "node:path";
import { startSiteServer } from "./servers.mjs";
import { runTypingBench } from "./typing/bench.mjs";
import { parseTypingArgs, typingUsage } from "./typing/options.mjs";
import { scenariosFor, typingScenarios } from "./typing/scenarios.mjs";

const root = path.resolve(import.meta.dirname, "../..");
let options;
try {
  options = parseTypingArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${error.message}\n\n${typingUsage}`);
  process.exit(1);
}
if (options.help) {
  console.log(typingUsage);
  process.exit(0);
}
const scenarios = scenariosFor(options.routes);
if (scenarios.length === 0) {
  console.error(
    `No form page among ${options.routes.join(", ")}. Form pages: ${typingScenarios.map((s) => s.route).join(", ")}`,
  );
  process.exit(1);
}

const server = options.site ? null : await startSiteServer();
try {
  const targets = [
    { name: "site", url: options.site ?? server.url },
    ...(options.baseline ? [{ name: "baseline", url: options.baseline }] : []),
  ];
  const { misses } = await runTypingBench({
    targets,
    scenarios,
    runs: options.runs,
    budgetsFile: path.join(root, "budgets.json"),
  });
  process.exitCode = misses.length > 0 ? 1 : 0;
} finally {
  await server?.close();
}
