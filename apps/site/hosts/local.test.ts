import path from "node:path";
import { describeHostChecks } from "./checks";
import { freePort, startHost, type RunningHost } from "./servers";
import { buildDir } from "./site";

// The project's own server (scripts/serve.mjs): what `npm start`, Playwright and the bench serve the
// build with, held to the same checks as the hosts it stands in for.
let host: RunningHost | undefined;
beforeAll(async () => {
  const port = await freePort();
  host = await startHost(
    process.execPath,
    [path.join(import.meta.dirname, "../scripts/serve.mjs")],
    `http://127.0.0.1:${port}/`,
    {
      env: { PORT: String(port), HOST: "127.0.0.1", SITE_BUILD_DIR: buildDir },
    },
  );
}, 60_000);
afterAll(() => host?.stop());

describeHostChecks("the local server (scripts/serve.mjs)", () => host!.url.replace(/\/$/, ""));
