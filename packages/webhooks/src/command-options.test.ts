import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { commandSettings } from "./command-options.js";

const USAGE = "Usage: grand-river-webhooks test [--env-file .env]…";

/** What `commandSettings` returns for `args` and `env`, and every line it printed. */
function run(args: string[], env: Record<string, string | undefined> = {}) {
  const printed: string[] = [];
  const result = commandSettings(
    { args, env, print: (line) => printed.push(line) },
    { wait: { type: "string" } },
    USAGE,
  );
  return { result, printed };
}

function envFile(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "command-settings-")), ".env");
  writeFileSync(file, text);
  return file;
}

describe("a command's settings", () => {
  test("later --env-file files win over earlier ones, and the environment over any file", () => {
    const first = envFile("N8N_URL=http://first.test\nN8N_API_KEY=first\nVITE_SITE_ORIGIN=https://first.test\n");
    const second = envFile("N8N_URL=http://second.test\nN8N_API_KEY=second\n");
    const { result } = run(["--env-file", first, "--env-file", second, "--wait", "5"], { N8N_API_KEY: "from-env" });
    expect(result).toMatchObject({
      options: { wait: "5" },
      settings: { N8N_URL: "http://second.test", N8N_API_KEY: "from-env", VITE_SITE_ORIGIN: "https://first.test" },
    });
  });

  test("an env file that cannot be read is named, with exit status 2", () => {
    const missing = path.join(tmpdir(), "no-such-folder-for-settings", ".env");
    const { result, printed } = run(["--env-file", missing]);
    expect(result).toBe(2);
    expect(printed.join("\n")).toMatch(`Could not read --env-file ${missing}: ENOENT`);
  });

  test("--help prints the usage with exit status 0; an option it does not know, with the usage and 2", () => {
    expect(run(["--help"])).toEqual({ result: 0, printed: [USAGE] });
    const unknown = run(["--colour"]);
    expect(unknown.result).toBe(2);
    expect(unknown.printed.join("\n")).toMatch(/Unknown option '--colour'[\s\S]*Usage: grand-river-webhooks test/);
  });
});
