import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, test } from "vitest";
import { formBodies } from "../testing/bodies.js";
import type { InboxSubmission } from "./server.js";

const cli = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

// Starting a node process takes seconds on a loaded machine; the test waits for what it needs, not a fixed time.
test(
  "every acknowledged submission is in the file after a kill -9 right after the answer",
  { timeout: 30_000 },
  async () => {
    const folder = await mkdtemp(join(tmpdir(), "inbox-kill-"));
    folders.push(folder);
    const file = join(folder, "submissions.jsonl");
    const inbox = spawn(process.execPath, [cli, "inbox", "--port", "0", "--file", file], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => inbox.once("exit", (_, signal) => resolve(signal)));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = "";
        inbox.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          const found = /listening on (http:\/\/\S+)/.exec(output)?.[1];
          if (found) resolve(found);
        });
        inbox.once("exit", (code) => reject(new Error(`the inbox exited (${String(code)}): ${output}`)));
      });

      const ids = Array.from({ length: 20 }, (_, index) => `kill-${index}`);
      const acknowledged: string[] = [];
      await Promise.all(
        ids.map(async (id) => {
          const response = await fetch(`${url}/contact?submission=${id}`, {
            method: "POST",
            body: JSON.stringify(formBodies.contact),
          });
          if (response.status !== 204) return;
          acknowledged.push(id);
          // The moment the last answer arrives, with no chance for the inbox to finish anything else.
          if (acknowledged.length === ids.length) inbox.kill("SIGKILL");
        }),
      );

      expect(await exited).toBe("SIGKILL");
      expect(acknowledged).toHaveLength(ids.length);
      const lines = (await readFile(file, "utf8")).split("\n").filter(Boolean);
      const stored = lines.map((line) => (JSON.parse(line) as InboxSubmission).submission);
      expect(stored.sort()).toEqual([...acknowledged].sort());
    } finally {
      inbox.kill("SIGKILL");
    }
  },
);
