// `pnpm editor`: the agency's editor on this machine, with no account (docs/editing.md).
// Starts Decap's proxy (decap-server) on 127.0.0.1, reading and writing the working tree's data
// files, and the site's development server, whose /edit uses that proxy and whose pages reload
// with every save. Ctrl-C stops both. Ports: PORT (the site, 5173) and EDITOR_PROXY_PORT (8081).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const appDir = path.resolve(import.meta.dirname, "..");
const repoRoot = path.resolve(appDir, "../..");
const port = Number(process.env.PORT ?? 5173);
const proxyPort = Number(process.env.EDITOR_PROXY_PORT ?? 8081);
const require = createRequire(import.meta.url);

const children = [
  spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: repoRoot,
    // Loopback only: the proxy writes files for whoever reaches it, with no sign-in.
    env: { ...process.env, PORT: String(proxyPort), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: repoRoot },
    stdio: "inherit",
  }),
  spawn(
    path.join(appDir, "node_modules/.bin/react-router"),
    ["dev", "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
    {
      cwd: appDir,
      env: { ...process.env, EDITOR_LOCAL_BACKEND: `http://127.0.0.1:${proxyPort}/api/v1` },
      stdio: "inherit",
    },
  ),
];

console.log(`\nThe editor: http://127.0.0.1:${port}/edit (saving writes packages/content/data; the pages reload).\n`);

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill();
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0));
