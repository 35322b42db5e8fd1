import { spawn, type ChildProcess } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * What the editor's end-to-end tests run: a copy of the data files laid out like the repository
 * (the editor's paths start at its root), site builds that read that copy, Decap's proxy on it,
 * and the project's static server. The committed files are never written.
 */

const siteDir = path.resolve(import.meta.dirname, "..");
const contentData = path.resolve(siteDir, "../../packages/content/data");
const contentMedia = path.resolve(siteDir, "../../packages/content/media");

/** A repository-shaped folder holding a copy of packages/content/data and packages/content/media. */
export interface DataCopy {
  readonly root: string;
  readonly dataDir: string;
  /** Where the editor uploads pictures to, and a build of the copy reads them from. */
  readonly mediaDir: string;
  /** What tells a build (`buildSite`) to read the copy's data and pictures. */
  readonly buildEnv: Readonly<Record<"CONTENT_DATA_DIR" | "CONTENT_MEDIA_DIR", string>>;
  remove(): Promise<void>;
}

export async function copyOfTheData(): Promise<DataCopy> {
  const root = await mkdtemp(path.join(tmpdir(), "editor-e2e-"));
  const dataDir = path.join(root, "packages/content/data");
  const mediaDir = path.join(root, "packages/content/media");
  await cp(contentData, dataDir, { recursive: true });
  await cp(contentMedia, mediaDir, { recursive: true });
  return {
    root,
    dataDir,
    mediaDir,
    buildEnv: { CONTENT_DATA_DIR: dataDir, CONTENT_MEDIA_DIR: mediaDir },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/** The committed data file, to compare with. */
export const committedFile = (file: string) => path.join(contentData, file);

/** The site's build (reading a copy's data and pictures given its `buildEnv`), into apps/site/`buildDir`; resolves with its exit code and output. */
export function buildSite(
  buildDir: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(siteDir, "node_modules/.bin/react-router"), ["build"], {
      cwd: siteDir,
      // For the local inbox, as every test build is: the editor's run is about content, not leads.
      env: { ...process.env, WEBHOOK_LOCAL_INBOX: "1", SITE_BUILD_DIR: buildDir, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** Removes a build folder of apps/site. */
export const removeBuild = (buildDir: string) => rm(path.join(siteDir, buildDir), { recursive: true, force: true });

/** A server this test started, stopped by its own process id. */
export interface Server {
  stop(): Promise<void>;
}

/** Starts `command` and resolves once its output matches `ready`. */
function start(command: string, args: string[], env: Record<string, string>, ready: RegExp): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(command, args, {
      cwd: siteDir,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once("exit", () => done());
        child.kill();
      });
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve({ stop });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`${command} ${args.join(" ")} exited (${code}):\n${output}`)));
  });
}

/** Decap's proxy (decap-server) on 127.0.0.1:`port`, reading and writing files under `root`. */
export function startDecapProxy(root: string, port: number): Promise<Server> {
  return start(
    process.execPath,
    [path.join(siteDir, "node_modules/decap-server/dist/index.js")],
    { PORT: String(port), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: root, LOG_LEVEL: "info" },
    /listening on 127\.0\.0\.1/,
  );
}

/** The project's static server (scripts/serve.mjs: the built site with its _headers) on 127.0.0.1:`port`. */
export function serveBuild(buildDir: string, port: number): Promise<Server> {
  return start(
    process.execPath,
    ["scripts/serve.mjs"],
    { SITE_BUILD_DIR: buildDir, PORT: String(port) },
    /Serving .* at http:/,
  );
}
