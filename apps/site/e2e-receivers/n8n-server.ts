import { spawn, type ChildProcess } from "node:child_process";
import { openSync, readFileSync, writeFileSync } from "node:fs";
import { ensureN8n } from "./install-n8n.mjs";

/**
 * A real n8n for the receivers' end-to-end run: installed once into a cache folder, started with a
 * folder of its own (a fresh database), its owner set up and an API key made, as a person does on
 * first visit to n8n's editor.
 */

/** The owner this run sets up, as a person does on their first visit to n8n's editor. */
const OWNER = { email: "owner@agency.example", password: "Receivers-e2e-1" };

/** A running n8n and its owner's login and API key. */
interface RunningN8n {
  url: string;
  owner: { email: string; password: string };
  apiKey: string;
  /** The owner's session the setup logged in with, which every test process reuses. */
  login: OwnerLogin;
  pid: number | undefined;
  stop(): Promise<void>;
}

/** A session on n8n's REST API: its cookie, and the browser id n8n tied it to. */
export interface OwnerLogin {
  cookie: string;
  browserId: string;
}

/** Where and as whom this run's n8n runs. */
interface N8nPlace {
  port: number;
  brokerPort: number;
  folder: string;
}

/** n8n's environment: its place, and the settings docs/receivers.md asks of a self-hosted n8n. */
function n8nEnv({ port, brokerPort, folder }: N8nPlace) {
  const url = `http://127.0.0.1:${port}`;
  return {
    ...process.env,
    N8N_USER_FOLDER: folder,
    N8N_PORT: String(port),
    N8N_LISTEN_ADDRESS: "127.0.0.1",
    N8N_EDITOR_BASE_URL: url,
    N8N_RUNNERS_BROKER_PORT: String(brokerPort),
    N8N_SECURE_COOKIE: "false",
    // Code nodes in task runners, as n8n Cloud runs them and n8n 1.123 asks of self-hosted ones.
    N8N_RUNNERS_ENABLED: "true",
    // The settings docs/receivers.md asks of a self-hosted n8n: one production run at a time (a lead
    // posted twice at once is kept once), and a pool for SQLite (its default breaks under a burst).
    N8N_CONCURRENCY_PRODUCTION_LIMIT: "1",
    DB_SQLITE_POOL_SIZE: "4",
    // And no stack trace with the server's paths in n8n's own error answers.
    NODE_ENV: "production",
    // Nothing leaves this machine.
    N8N_DIAGNOSTICS_ENABLED: "false",
    N8N_VERSION_NOTIFICATIONS_ENABLED: "false",
    N8N_TEMPLATES_ENABLED: "false",
    N8N_PERSONALIZATION_ENABLED: "false",
  };
}

/** The file beside n8n's folder that holds the running n8n's process id, for a restart and the teardown. */
const n8nPidFile = (folder: string) => `${folder}.pid`;

/** Starts n8n on 127.0.0.1:`port` with `folder` as its home, and sets up its owner and an API key. */
export async function startN8n(place: N8nPlace) {
  const url = `http://127.0.0.1:${place.port}`;
  const child: ChildProcess = spawn(process.execPath, [ensureN8n(), "start"], {
    env: n8nEnv(place),
    stdio: ["ignore", "pipe", "pipe"],
  });
  writeFileSync(n8nPidFile(place.folder), String(child.pid));
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once("exit", () => done());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
    });

  try {
    await untilReady(
      url,
      () => child.exitCode !== null,
      () => output,
    );
    const login = await logIn(url, OWNER);
    const session = await ownerSession(url, login);
    const scopes = (await json(await session.fetch("/rest/api-keys/scopes"))).data as unknown as string[];
    const key = await json(
      await session.fetch("/rest/api-keys", {
        method: "POST",
        body: JSON.stringify({ label: "provisioning", scopes, expiresAt: null }),
      }),
    );
    return { url, owner: OWNER, apiKey: String(key.data.rawApiKey), login, pid: child.pid, stop } satisfies RunningN8n;
  } catch (error) {
    await stop();
    throw error;
  }
}

const json = async (response: Response) => {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { data: Record<string, unknown> };
};

/**
 * Restarts the run's n8n as a host's deploy or crash would: stops the running one (SIGTERM, as a
 * deploy does: n8n cancels the runs a webhook started, waits up to 30 s for the rest, then leaves
 * them unfinished; SIGKILL, as a crash or the out-of-memory killer does: every run is cut where it
 * was), starts it again on its folder and waits until the lead workflows' webhooks answer. The
 * teardown stops it by its process id.
 */
export async function restartN8n(place: N8nPlace, signal: "SIGTERM" | "SIGKILL" = "SIGTERM") {
  const url = `http://127.0.0.1:${place.port}`;
  const pidFile = n8nPidFile(place.folder);
  const running = Number(readFileSync(pidFile, "utf8"));
  process.kill(running, signal);
  const alive = () => {
    try {
      process.kill(running, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (const deadline = Date.now() + 60_000; alive();) {
    if (Date.now() > deadline) process.kill(running, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const log = openSync(`${place.folder}.restarted.log`, "a");
  // A process group of its own: it outlives the test worker that starts it, until the teardown.
  const child = spawn(process.execPath, [ensureN8n(), "start"], {
    env: n8nEnv(place),
    stdio: ["ignore", log, log],
    detached: true,
  });
  child.unref();
  writeFileSync(pidFile, String(child.pid));
  // Its webhooks are registered a while after it listens: until then n8n answers 404 (or nothing).
  for (const deadline = Date.now() + 180_000; ;) {
    if (child.exitCode !== null)
      throw new Error(
        `the restarted n8n exited: ${readFileSync(`${place.folder}.restarted.log`, "utf8").slice(-2000)}`,
      );
    const status = await fetch(`${url}/webhook/grand-river-contact?submission=restarted&probe=1`, {
      method: "POST",
      body: "{}",
      signal: AbortSignal.timeout(5_000),
    }).then(
      (response) => response.status,
      () => 0,
    );
    if (status !== 0 && status !== 404) return;
    if (Date.now() > deadline) throw new Error("the restarted n8n did not take its webhooks within 3 minutes");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * Stops an n8n the tests restarted, which the setup's own handle no longer reaches.
 * @param started the process id of the n8n the setup started, which its own stop ends
 */
export async function stopRestartedN8n(folder: string, started: number | undefined) {
  const pid = Number(readFileSync(n8nPidFile(folder), "utf8"));
  if (pid === started) return;
  try {
    process.kill(pid, "SIGTERM");
    for (const deadline = Date.now() + 40_000; Date.now() < deadline;) {
      process.kill(pid, 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    process.kill(pid, "SIGKILL");
  } catch {
    // Stopped.
  }
}

/**
 * Waits until n8n takes its owner's setup, and sets it up: its health check, and even its REST
 * routes, answer a while before the setup does (404, then a page that is not JSON).
 */
async function untilReady(url: string, exited: () => boolean, output: () => string) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited()) throw new Error(`n8n exited:\n${output()}`);
    const answer = await fetch(`${url}/rest/owner/setup`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...OWNER, firstName: "Agency", lastName: "Owner" }),
      signal: AbortSignal.timeout(5_000),
    }).then(
      (response) => ({ status: response.status, type: response.headers.get("content-type") ?? "" }),
      () => undefined,
    );
    if (answer?.status === 200 && answer.type.includes("json")) return;
    if (Date.now() > deadline) throw new Error(`n8n took no owner within 3 minutes:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * Logs the owner in, once for the whole run: n8n with NODE_ENV=production takes 5 logins a minute
 * from one address, and the provisioning runs the tests start need their own.
 */
async function logIn(url: string, owner: { email: string; password: string }): Promise<OwnerLogin> {
  const browserId = "receivers-e2e";
  const login = await fetch(`${url}/rest/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "browser-id": browserId },
    body: JSON.stringify({ emailOrLdapLoginId: owner.email, password: owner.password }),
  });
  if (!login.ok) throw new Error(`n8n refused the owner's login: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .find((pair) => pair?.startsWith("n8n-auth="));
  if (!cookie) throw new Error("n8n's login answer set no n8n-auth cookie");
  return { cookie, browserId };
}

/**
 * The owner's session on n8n's internal REST API, from the setup's login: what the editor's Data
 * tables tab reads, which the tests read to see the rows a person would see there.
 */
export function ownerSession(url: string, { cookie, browserId }: OwnerLogin) {
  const key = `${url} ${cookie}`;
  const held = sessions.get(key) ?? sessionOf(url, { cookie, browserId });
  sessions.set(key, held);
  held.catch(() => sessions.delete(key));
  return held;
}

const sessions = new Map<string, ReturnType<typeof sessionOf>>();

async function sessionOf(url: string, { cookie, browserId }: OwnerLogin) {
  const sessionFetch = (pathname: string, init: RequestInit = {}) => {
    const request = () =>
      fetch(`${url}${pathname}`, {
        ...init,
        headers: { "Content-Type": "application/json", "browser-id": browserId, Cookie: cookie },
      });
    // Once more on a cut connection: n8n closes an idle kept-alive one as Node's fetch reuses it.
    return request().catch(request);
  };
  const data = async (pathname: string, init?: RequestInit) => {
    const response = await sessionFetch(pathname, init);
    if (!response.ok) throw new Error(`${pathname} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: unknown }).data;
  };
  const project = (await data("/rest/projects/personal")) as { id: string };
  const tables = `/rest/projects/${project.id}/data-tables`;
  const tableNamed = async (name: string) => {
    const list = (await data(`${tables}?filter=${encodeURIComponent(JSON.stringify({ name }))}`)) as {
      data: { id: string; name: string }[];
    };
    return list.data.find((table) => table.name === name);
  };
  return {
    fetch: sessionFetch,
    tableNamed,
    /**
     * Every row of the table called `name`, oldest first; none when there is no such table. n8n
     * answers at most 50 rows a page, whatever `take` asks, so the pages are read until the count.
     */
    async rows(name: string): Promise<Record<string, unknown>[]> {
      const table = await tableNamed(name);
      if (!table) return [];
      const rows: Record<string, unknown>[] = [];
      for (;;) {
        const page = (await data(
          `${tables}/${table.id}/rows?take=50&skip=${rows.length}&sortBy=${encodeURIComponent("id:asc")}`,
        )) as { count: number; data: Record<string, unknown>[] };
        rows.push(...page.data);
        if (page.data.length === 0 || rows.length >= page.count) return rows;
      }
    },
    /** Adds `rows` to the table called `name`, as a person might in the Data tables tab. */
    async insertRows(name: string, rows: Record<string, unknown>[]) {
      const table = await tableNamed(name);
      if (!table) throw new Error(`n8n has no table called "${name}"`);
      await data(`${tables}/${table.id}/insert`, {
        method: "POST",
        body: JSON.stringify({ data: rows, returnType: "count" }),
      });
    },
    /** Sets `values` on every row of the table called `name` whose submission is `submission`. */
    async updateRows(name: string, submission: string, values: Record<string, unknown>) {
      const table = await tableNamed(name);
      if (!table) throw new Error(`n8n has no table called "${name}"`);
      await data(`${tables}/${table.id}/rows`, {
        method: "PATCH",
        body: JSON.stringify({
          filter: { type: "and", filters: [{ columnName: "submission", condition: "eq", value: submission }] },
          data: values,
        }),
      });
    },
    /** All data tables' bytes, as n8n counts them against its cap (what its editor shows). */
    tablesSize: async () => (await data("/rest/data-tables-global/limits")) as { totalBytes: number },
    /** Renames the table called `from` to `to`, as a person might in the Data tables tab. */
    async renameTable(from: string, to: string) {
      const table = await tableNamed(from);
      if (!table) throw new Error(`n8n has no table called "${from}"`);
      await data(`${tables}/${table.id}`, { method: "PATCH", body: JSON.stringify({ name: to }) });
    },
    /** Deletes the table called `name`, as a person might by mistake in the Data tables tab. */
    async deleteTable(name: string) {
      const table = await tableNamed(name);
      if (table) await data(`${tables}/${table.id}`, { method: "DELETE" });
    },
  };
}
