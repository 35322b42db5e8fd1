// Kept: the inbox runs in this process (startInbox, with CORS for the served port) while the build
// and the server follow in order; a process runner (concurrently) would add a dependency, not remove code.
// `pnpm start`: the whole site on this machine with working defaults. Starts the local webhook
// inbox, builds the site with WEBHOOK_LOCAL_INBOX=1 (its unset webhook URLs post to that inbox), and serves the static output
// the way a CDN would. Every form submission prints a line here and lands in .inbox/.
import { spawn } from "node:child_process";
import { startInbox } from "@grand-river/webhooks/inbox";

const run = (command, args, options = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`)),
    );
  });

// CORS (and reading the list from a browser) only for the site served below, on its port.
const sitePort = process.env.PORT ?? "4173";
const inbox = await startInbox({
  port: Number(process.env.INBOX_PORT ?? 8787),
  origins: [`http://127.0.0.1:${sitePort}`, `http://localhost:${sitePort}`],
});
console.log(`[inbox] listening at ${inbox.url}, writing ${inbox.file}`);

// The one place besides the tests that builds for the local inbox: every unset webhook address
// posts there, and the default admin code opens /admin (docs/configuration.md).
await run("pnpm", ["turbo", "run", "build", "--filter=@grand-river/site"], {
  env: { ...process.env, WEBHOOK_LOCAL_INBOX: "1" },
});

const server = spawn("node", ["apps/site/scripts/serve.mjs"], { stdio: "inherit" });
const stop = async () => {
  server.kill();
  await inbox.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
