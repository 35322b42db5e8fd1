import { spawn, type ChildProcess } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";

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
function startDecapProxy(root: string, port: number): Promise<Server> {
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

/** The editor e2e's site and Decap proxy ports: E2E_EDITOR_PORT and E2E_EDITOR_PROXY_PORT. */
const sitePort = Number(process.env.E2E_EDITOR_PORT ?? 4175);
export const proxyPort = Number(process.env.E2E_EDITOR_PROXY_PORT ?? 8082);
/** Where a spec's build is served. */
export const origin = `http://127.0.0.1:${sitePort}`;

/** A spec's editor: its copy of the data, and what builds that copy into the site served at `origin` again. */
export interface EditorOnACopy {
  readonly data: DataCopy;
  buildAndServe(): Promise<void>;
}

/**
 * Sets up a spec file whose tests run in order on one copy of the data: before them, the copy
 * (changed by `prepare`, if given), Decap's proxy on it, and the site built from it (into
 * apps/site/`buildDir`, the editor on the proxy, plus `env`) and served; after them, all of it
 * stopped and removed.
 */
export function editorOnACopy(
  buildDir: string,
  { env = {}, prepare }: { env?: Record<string, string>; prepare?: (data: DataCopy) => Promise<void> } = {},
): EditorOnACopy {
  let data: DataCopy | undefined;
  let proxy: Server | undefined;
  let server: Server | undefined;
  const copy = () => {
    if (!data) throw new Error("The data is copied in the spec's beforeAll: use it inside a test.");
    return data;
  };
  const buildAndServe = async () => {
    await server?.stop();
    const build = await buildSite(buildDir, {
      ...copy().buildEnv,
      EDITOR_LOCAL_BACKEND: `http://127.0.0.1:${proxyPort}/api/v1`,
      ...env,
    });
    expect(build.code, build.output).toBe(0);
    server = await serveBuild(buildDir, sitePort);
  };

  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    data = await copyOfTheData();
    await prepare?.(data);
    proxy = await startDecapProxy(data.root, proxyPort);
    await buildAndServe();
  });
  test.afterAll(async () => {
    await server?.stop();
    await proxy?.stop();
    await data?.remove();
    await removeBuild(buildDir);
  });
  return {
    get data() {
      return copy();
    },
    buildAndServe,
  };
}

interface SlateNode {
  text?: string;
  children?: SlateNode[];
}
interface SlateFiber {
  memoizedProps?: { editor?: SlateNode & { selection?: { anchor: { path: number[]; offset: number } } | null } };
  return?: SlateFiber;
}

/**
 * Waits until the focused rich-text box (Decap's Slate editor) holds the caret where the page's
 * selection is. Slate reads it from selection events it throttles (100 ms): keys typed before then
 * land where it last saw the caret. Slate's editor is the `editor` prop of a React component above
 * the box, read from React's fiber on the box's element.
 */
export async function untilSlateHasTheCaret(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const selection = getSelection();
        const box = document.activeElement;
        if (!selection?.anchorNode || !box?.hasAttribute("data-slate-editor")) return false;
        const fiberKey = Object.keys(box).find((key) => key.startsWith("__reactFiber$"));
        let fiber = fiberKey ? ((box as unknown as Record<string, unknown>)[fiberKey] as SlateFiber) : undefined;
        while (fiber && !fiber.memoizedProps?.editor?.children) fiber = fiber.return;
        const editor = fiber?.memoizedProps?.editor;
        const anchor = editor?.selection?.anchor;
        if (!editor || !anchor) return false;
        let node: SlateNode | undefined = editor;
        for (const index of anchor.path) node = node?.children?.[index];
        const text = node?.text;
        // An empty line's DOM holds a zero-width character where Slate's text is empty.
        const domText = (selection.anchorNode.textContent ?? "").replaceAll("\uFEFF", "");
        return text === domText && anchor.offset === Math.min(selection.anchorOffset, text.length);
      }),
    )
    .toBe(true);
}

/** Opens one of the editor's files by its group's and its own link names; `login` on the local backend. */
export async function openInEditor(page: Page, group: string, file: string | RegExp, { login = true } = {}) {
  await page.goto(`${origin}/edit`);
  if (login) await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: group }).first().click();
  await page.getByRole("link", { name: file, exact: true }).click();
}

/** Publishes the open entry now and waits for Decap to say it is saved. */
export async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Changes saved")).toBeVisible();
}
