import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** A port nothing listens on, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** A host's process, started for the tests, with what it printed for when it fails. */
export interface RunningHost {
  url: string;
  stop: () => Promise<void>;
  /** What it has printed so far. */
  output: () => string;
}

/** Starts `command`, and resolves once `url` answers (or rejects with what it printed). */
export async function startHost(
  command: string,
  args: string[],
  url: string,
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<RunningHost> {
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} exited (${child.exitCode}) before serving:\n${output}`);
    try {
      await fetch(url, { redirect: "manual" });
      return { url, stop, output: () => output };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  await stop();
  throw new Error(`${command} did not answer at ${url} within 60 s:\n${output}`);
}
