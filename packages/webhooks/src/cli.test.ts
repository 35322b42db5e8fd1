import { execFile, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

const cli = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "inbox-cli-"));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Starts `grand-river-webhooks inbox` with `env` and resolves with its address once it listens. */
function startCli(env: Record<string, string>) {
  const child = spawn(process.execPath, [cli, "inbox", "--port", "0", "--file", join(folder, "s.jsonl")], {
    env: { PATH: process.env.PATH ?? "", ...env },
  });
  const url = new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (found) resolve(found);
    });
    child.once("exit", (code) => reject(new Error(`the inbox exited (${String(code)}): ${output}`)));
  });
  return { child, url };
}

// Starting a node process takes seconds on a loaded machine.
describe("grand-river-webhooks inbox", { timeout: 30_000 }, () => {
  test("gives CORS to the origins INBOX_ORIGIN lists, as the e2e run sets it for the site's port", async () => {
    const { child, url } = startCli({ INBOX_ORIGIN: "http://127.0.0.1:4340, http://localhost:4340" });
    try {
      const address = await url;
      const read = (origin: string) => fetch(`${address}/submissions`, { headers: { Origin: origin } });

      expect((await read("http://localhost:4340")).headers.get("access-control-allow-origin")).toBe(
        "http://localhost:4340",
      );
      // The default origin is replaced, not added to.
      expect((await read("http://127.0.0.1:4173")).status).toBe(403);
    } finally {
      child.kill();
    }
  });

  test("refuses an --origin that is not an origin, and starts nothing", async () => {
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [cli, "inbox", "--port", "0", "--origin", "http://127.0.0.1:4173/app"],
        (error, _, stderr) => resolve({ code: error ? (typeof error.code === "number" ? error.code : -1) : 0, stderr }),
      );
    });

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--origin "http://127.0.0.1:4173/app" is not an origin');
  });
});
