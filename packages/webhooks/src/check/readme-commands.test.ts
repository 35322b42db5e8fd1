import { execFile } from "node:child_process";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { WEBHOOK_FORMS } from "../forms.js";

/**
 * The check's commands exactly as the README gives them for this repository, run from where the
 * README says (the root, and this package's folder), with their relative `--env-file` pointing at a
 * settings file of this test's: each must read it and pass against webhooks that answer 200.
 */
const root = fileURLToPath(new URL("../../../../", import.meta.url));
const readme = await readFile(fileURLToPath(new URL("../../README.md", import.meta.url)), "utf8");
const SITE = "https://www.example.com";

/** The README's in-repository check commands, in the order it gives them. */
const commands = [
  ...readme.matchAll(/^((?:cd packages\/webhooks && )?pnpm (?:webhooks check|check) --env-file \S+)$/gm),
].map((match) => match[1] ?? "");

let server: Server;
let base: string;
// A folder inside the repository, so a path relative to the root or the package reaches it.
const folder = join(root, "node_modules", ".cache", "webhooks-readme-test");
const envFile = join(folder, "site.env");

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on("end", () => response.writeHead(200, { "Access-Control-Allow-Origin": SITE }).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  await mkdir(folder, { recursive: true });
  await writeFile(
    envFile,
    [
      ...WEBHOOK_FORMS.map((form) => `VITE_WEBHOOK_${form.toUpperCase()}_URL=${base}/${form}`),
      "VITE_WEBHOOK_MODE=cors",
      `VITE_SITE_ORIGIN=${SITE}`,
    ].join("\n"),
  );
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

/** Runs a README command from the root, its `--env-file` swapped for this test's file at the same depth. */
function run(command: string) {
  const from = command.startsWith("cd packages/webhooks") ? join(root, "packages/webhooks") : root;
  const given = /--env-file (\S+)$/.exec(command)?.[1] ?? "";
  const swapped = command.replace(given, relative(from, envFile));
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      "sh",
      ["-c", swapped],
      { cwd: root, env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

describe("the README's check commands", { timeout: 60_000 }, () => {
  test("are one from the repository's root and one from this package's folder", () => {
    expect(commands).toEqual([
      "pnpm webhooks check --env-file apps/site/.env",
      "cd packages/webhooks && pnpm check --env-file ../../apps/site/.env",
    ]);
  });

  test.each(commands)("%s reads its relative --env-file and checks every webhook", async (command) => {
    const { code, output } = await run(command);

    expect(output).toContain(`${WEBHOOK_FORMS.length} ok, 0 with a warning, 0 failed.`);
    expect(code).toBe(0);
  });
});
