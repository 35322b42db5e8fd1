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

const inbox = await startInbox({ port: Number(process.env.INBOX_PORT ?? 8787) });
console.log(`[inbox] listening at ${inbox.url}, writing ${inbox.file}`);

// The one place besides the tests that builds for the local inbox: every unset webhook address
// posts there, and the default admin code opens /admin (README, "Configuration").
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
