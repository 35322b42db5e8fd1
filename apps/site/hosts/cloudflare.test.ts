import path from "node:path";
import { describeHostChecks } from "./checks";
import { wranglerEnv, wranglerPagesDev } from "./cloudflare";
import { freePort, startHost, type RunningHost } from "./servers";
import { clientDir } from "./site";

let host: RunningHost | undefined;
beforeAll(async () => {
  const port = await freePort();
  const { command, args } = wranglerPagesDev(clientDir, port);
  // Its state folder (.wrangler/) goes beside the build.
  host = await startHost(command, args, `http://127.0.0.1:${port}/`, {
    cwd: path.dirname(clientDir),
    env: wranglerEnv,
  });
}, 90_000);
afterAll(() => host?.stop());

// Cloudflare compresses at its edge, which `pages dev` does not reproduce.
describeHostChecks("Cloudflare Pages (wrangler pages dev)", () => host!.url.replace(/\/$/, ""), { compresses: false });
