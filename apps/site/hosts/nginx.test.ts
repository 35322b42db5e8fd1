import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describeHostChecks } from "./checks";
import { freePort, startHost, type RunningHost } from "./servers";
import { buildDir, clientDir } from "./site";

// Debian's nginx with the build's own includes, as a deployer would set it up, on a loopback port.
// One process, in the foreground, as whoever runs the tests; its files in a scratch folder.
const nginx = process.env.NGINX ?? "/usr/sbin/nginx";

let host: RunningHost | undefined;
let scratch: string | undefined;
beforeAll(async () => {
  const port = await freePort();
  scratch = mkdtempSync(path.join(tmpdir(), "site-nginx-"));
  writeFileSync(
    path.join(scratch, "nginx.conf"),
    [
      "daemon off;",
      "master_process off;",
      `pid ${path.join(scratch, "nginx.pid")};`,
      `error_log ${path.join(scratch, "error.log")} warn;`,
      "events {}",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  access_log off;",
      `  client_body_temp_path ${scratch}/body; proxy_temp_path ${scratch}/proxy; fastcgi_temp_path ${scratch}/fastcgi; uwsgi_temp_path ${scratch}/uwsgi; scgi_temp_path ${scratch}/scgi;`,
      `  include ${path.join(buildDir, "nginx/http.conf")};`,
      "  server {",
      `    listen 127.0.0.1:${port};`,
      `    root ${clientDir};`,
      `    include ${path.join(buildDir, "nginx/server.conf")};`,
      "  }",
      "}",
      "",
    ].join("\n"),
  );
  host = await startHost(nginx, ["-p", scratch, "-c", path.join(scratch, "nginx.conf")], `http://127.0.0.1:${port}/`);
}, 60_000);
afterAll(async () => {
  await host?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describeHostChecks("nginx", () => host!.url.replace(/\/$/, ""));
