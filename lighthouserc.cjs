// Lighthouse CI (`pnpm bench`, `lhci autorun`): the config comes from scripts/bench/lhci-config.mjs,
// which reads budgets.json, the route table and the site's content. LHCI require()s this file in
// each of its steps (healthcheck, collect, assert, upload), synchronously, and the route table is
// TypeScript that only Vite loads, so the config is computed once in a child process and handed
// to the later steps through the environment they inherit.
const { execFileSync } = require("node:child_process");
const path = require("node:path");

const cached = "GRAND_RIVER_LHCI_CONFIG";
process.env[cached] ??= execFileSync(process.execPath, [path.join(__dirname, "scripts/bench/lhci-config.mjs")], {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
});

module.exports = JSON.parse(process.env[cached]);
