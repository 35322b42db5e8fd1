/**
 * The two n8n APIs provisioning talks to. The public API (`/api/v1`, an API key) covers workflows and
 * credentials. Data tables are not in it (n8n 1.123), so the leads table is created through the
 * internal REST API (`/rest`) that n8n's own editor uses, behind the owner's login: the same calls
 * the Data tables tab makes.
 */
import { randomUUID } from "node:crypto";

/** An answer n8n gave that provisioning cannot go on from. */
class N8nApiError extends Error {
  readonly status: number;

  /**
   * @param what the call, e.g. "POST /api/v1/workflows"
   * @param answer the start of n8n's answer
   */
  constructor(what: string, status: number, answer: string) {
    super(`n8n answered ${what} with ${status}${answer ? `: ${answer}` : ""}`);
    this.name = "N8nApiError";
    this.status = status;
  }
}

/**
 * One JSON call; resolves to the parsed answer, rejects with N8nApiError on any status but 2xx.
 * @param base the n8n address
 */
async function call<Answer>(
  base: string,
  method: string,
  path: string,
  {
    headers = {},
    body,
    fetch = globalThis.fetch,
  }: { headers?: Record<string, string>; body?: unknown; fetch?: Fetch } = {},
) {
  const response = await fetch(new URL(path, base), {
    method,
    headers: {
      Accept: "application/json",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new N8nApiError(`${method} ${path.split("?")[0]}`, response.status, text.slice(0, 300));
  return (text ? JSON.parse(text) : undefined) as Answer;
}

/** A workflow as n8n stores it. */
export interface StoredWorkflow {
  id: string;
  name: string;
  active: boolean;
  versionId?: string;
  nodes: StoredNode[];
  connections: Record<string, unknown>;
  settings: Record<string, unknown>;
}

/** A run as n8n keeps it: its status, and what each node passed on. */
export interface StoredExecution {
  id: string;
  status?: string;
  startedAt: string;
  data?: {
    resultData?: {
      runData?: Record<string, { data?: { main?: (unknown[] | null)[] } }[]>;
      error?: { message?: string };
    };
    /** What n8n still had to run: in a run it never finished, the post the run started with. */
    executionData?: { nodeExecutionStack?: { data?: { main?: (unknown[] | null)[] } }[] };
  };
}

/** A run as n8n's public API lists it. */
export interface ListedRun {
  id: string;
  status?: string;
  /** None while the run waits its turn (n8n's production concurrency limit). */
  startedAt: string | null;
  waitTill?: string | null;
}

/** A credential as a node names it. */
export interface CredentialRef {
  id: string;
  name: string;
}

/** A node as n8n stores it: what provisioning sent, and whatever n8n added. */
interface StoredNode {
  name: string;
  /** By credential type, e.g. `smtp`, `httpHeaderAuth`. */
  credentials?: Record<string, CredentialRef | undefined>;
  [field: string]: unknown;
}

/** The part of n8n's editor settings provisioning reads; any may be missing on another version. */
export interface ServerSettings {
  /** N8N_CONCURRENCY_PRODUCTION_LIMIT: -1 when unlimited. */
  concurrency?: number;
  /** DB_TYPE: "sqlite" or "postgresdb". */
  databaseType?: string;
  /** EXECUTIONS_DATA_SAVE_ON_ERROR: "all" or "none". */
  saveDataErrorExecution?: string;
  /** EXECUTIONS_DATA_PRUNE and EXECUTIONS_DATA_MAX_AGE (hours). */
  pruning?: { isEnabled?: boolean; maxAge?: number };
}

/** n8n's figure for all data tables together (n8n 1.123; any part may be missing on another version). */
export interface DataTablesSize {
  totalBytes: number;
  quotaStatus?: string;
  dataTables?: Record<string, { name?: string; sizeBytes?: number }>;
}

/** One call to an API, answered with JSON of the shape the caller names. */
type Request = <Answer>(method: string, path: string, body?: unknown) => Promise<Answer>;

/** A workflow as provisioning sends it. */
export interface WorkflowBody {
  name: string;
  nodes: unknown[];
  connections: Record<string, unknown>;
  settings: Record<string, unknown>;
}

type Fetch = typeof globalThis.fetch;

/**
 * The public API, with an API key (Settings, n8n API, Create an API key).
 */
export function publicApi({ url, apiKey, fetch }: { url: string; apiKey: string; fetch?: Fetch }) {
  const headers = { "X-N8N-API-KEY": apiKey };
  const request: Request = (method, path, body) => call(url, method, `/api/v1${path}`, { headers, body, fetch });
  return {
    /**
     * Every workflow called `name` (n8n lets several share a name).
     */
    async workflowsNamed(name: string): Promise<StoredWorkflow[]> {
      const found: StoredWorkflow[] = [];
      let cursor = "";
      do {
        const page = await request<{ data: StoredWorkflow[]; nextCursor?: string | null }>(
          "GET",
          `/workflows?name=${encodeURIComponent(name)}&limit=250${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        );
        found.push(...page.data.filter((each: StoredWorkflow) => each.name === name));
        cursor = page.nextCursor ?? "";
      } while (cursor);
      return found;
    },
    /**
     * Every run of one workflow started at or after `since` (or not yet started), newest first, as
     * n8n lists them: whatever their status, less the runs the answering n8n is running now.
     */
    async runsSince(workflowId: string, since: Date): Promise<ListedRun[]> {
      const found: ListedRun[] = [];
      let cursor = "";
      do {
        const page = await request<{
          data: (Omit<ListedRun, "id"> & { id: string | number })[];
          nextCursor?: string | null;
        }>(
          "GET",
          `/executions?workflowId=${encodeURIComponent(workflowId)}&limit=250${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        );
        for (const run of page.data) {
          if (run.startedAt && new Date(run.startedAt) < since) return found;
          found.push({ id: String(run.id), status: run.status, startedAt: run.startedAt, waitTill: run.waitTill });
        }
        cursor = page.nextCursor ?? "";
      } while (cursor);
      return found;
    },
    /**
     * One run with what n8n kept of its data.
     */
    async execution(id: string): Promise<StoredExecution> {
      const run = await request<Omit<StoredExecution, "id"> & { id: string | number }>(
        "GET",
        `/executions/${encodeURIComponent(id)}?includeData=true`,
      );
      return { ...run, id: String(run.id) };
    },
    /**
     * The newest `limit` runs of one workflow, whatever their status, with their data.
     */
    async executions(workflowId: string, limit: number): Promise<StoredExecution[]> {
      // n8n gives a run's id as a number.
      const page = await request<{ data: (Omit<StoredExecution, "id"> & { id: string | number })[] }>(
        "GET",
        `/executions?workflowId=${encodeURIComponent(workflowId)}&limit=${limit}&includeData=true`,
      );
      return page.data.map((run) => ({ ...run, id: String(run.id) }));
    },
    createWorkflow: (body: WorkflowBody): Promise<StoredWorkflow> =>
      request<StoredWorkflow>("POST", "/workflows", body),
    updateWorkflow: (id: string, body: WorkflowBody): Promise<StoredWorkflow> =>
      request<StoredWorkflow>("PUT", `/workflows/${encodeURIComponent(id)}`, body),
    activateWorkflow: (id: string): Promise<StoredWorkflow> =>
      request<StoredWorkflow>("POST", `/workflows/${encodeURIComponent(id)}/activate`),
    createCredential: (credential: {
      name: string;
      type: string;
      data: Record<string, unknown>;
    }): Promise<{ id: string; name: string }> => request("POST", "/credentials", credential),
    deleteCredential: (id: string) => request<unknown>("DELETE", `/credentials/${encodeURIComponent(id)}`),
  };
}

/** How long a run waits at most, in all, for n8n to take the owner's login again after a 429. */
const LOGIN_WAIT_LIMIT_SECONDS = 180;

/**
 * Logs the owner in once: n8n (with NODE_ENV=production, as the docs ask) takes 5 logins a minute
 * from one address and answers the 6th 429 with a Retry-After. Then this says so and waits as asked,
 * rather than failing a run that only came too soon after the last.
 * @returns the response that carries the session's cookie
 */
async function logIn(
  url: string,
  { email, password, browserId }: { email: string; password: string; browserId: string },
  { fetch, print, sleep }: { fetch: Fetch; print: (line: string) => void; sleep: (seconds: number) => Promise<void> },
) {
  let waited = 0;
  for (;;) {
    const response = await fetch(new URL("/rest/login", url), {
      method: "POST",
      headers: { "Content-Type": "application/json", "browser-id": browserId },
      body: JSON.stringify({ emailOrLdapLoginId: email, password }),
      signal: AbortSignal.timeout(30_000),
    });
    if (response.status !== 429) return response;
    // express-rate-limit, behind n8n's login, gives whole seconds.
    const asked = Number(response.headers.get("retry-after"));
    const seconds = Number.isFinite(asked) && asked > 0 ? Math.ceil(asked) : 60;
    if (waited + seconds > LOGIN_WAIT_LIMIT_SECONDS) {
      throw new N8nApiError(
        "POST /rest/login",
        429,
        `n8n still refuses the owner's login after ${waited} s of waiting (too many logins from this address); run this again later`,
      );
    }
    print(
      `  n8n refused the owner's login for now (429: too many logins from this address; n8n takes 5 a minute). ` +
        `Waiting ${seconds} s, as n8n asks (Retry-After), then logging in once more.`,
    );
    await sleep(seconds);
    waited += seconds;
  }
}

/**
 * The internal REST API as the owner: logs in with e-mail and password (an account without
 * two-factor login), once, and keeps the session for every call of the run.
 * @param print where a wait for n8n's login limit is announced
 */
export async function ownerSession({
  url,
  email,
  password,
  fetch = globalThis.fetch,
  print = () => undefined,
  sleep = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000)),
}: {
  url: string;
  email: string;
  password: string;
  fetch?: Fetch;
  print?: (line: string) => void;
  sleep?: (seconds: number) => Promise<void>;
}) {
  // n8n ties a session to the browser id it logged in with, and asks for it on every call.
  const browserId = randomUUID();
  const response = await logIn(url, { email, password, browserId }, { fetch, print, sleep });
  if (!response.ok) throw new N8nApiError("POST /rest/login", response.status, (await response.text()).slice(0, 300));
  const cookie = response.headers
    .getSetCookie()
    .map((line: string) => line.split(";")[0])
    .find((pair: string | undefined) => pair?.startsWith("n8n-auth="));
  if (!cookie) throw new N8nApiError("POST /rest/login", response.status, "no n8n-auth cookie in the answer");
  const headers = { Cookie: cookie, "browser-id": browserId };
  const request: Request = (method, path, body) => call(url, method, `/rest${path}`, { headers, body, fetch });
  const project = (await request<{ data: { id: string } }>("GET", "/projects/personal")).data;
  const tables = `/projects/${encodeURIComponent(project.id)}/data-tables`;
  // n8n answers at most 50 tables a page, whatever is asked.
  const allTables = async () => {
    const all: { id: string; name: string }[] = [];
    for (;;) {
      const { data } = await request<{ data: { count: number; data: { id: string; name: string }[] } }>(
        "GET",
        `${tables}?take=50&skip=${all.length}`,
      );
      all.push(...data.data);
      if (data.data.length === 0 || all.length >= data.count) return all;
    }
  };
  const columnsOf = async (id: string) =>
    (await request<{ data: { id: string; name: string; type: string }[] }>("GET", `${tables}/${id}/columns`)).data;
  return {
    /**
     * What n8n's editor is told of the server's settings (`GET /rest/settings`, signed in): among
     * them the production concurrency limit, the database type and which executions are kept.
     */
    serverSettings: async (): Promise<ServerSettings> =>
      (await request<{ data: ServerSettings }>("GET", "/settings")).data,
    /**
     * The owner's data table called `name`, or with the id `id`, with its columns, if there is one.
     */
    async findTable(
      by: { name: string } | { id: string },
    ): Promise<{ id: string; name: string; columns: { id: string; name: string; type: string }[] } | undefined> {
      const table = (await allTables()).find((each) => ("id" in by ? each.id === by.id : each.name === by.name));
      if (!table) return undefined;
      return { id: table.id, name: table.name, columns: await columnsOf(table.id) };
    },
    /** Every data table of the owner's that has all of `names` among its columns. */
    async tablesWithColumns(names: string[]): Promise<{ id: string; name: string }[]> {
      const found: { id: string; name: string }[] = [];
      for (const table of await allTables()) {
        const columns = (await columnsOf(table.id)).map((column) => column.name);
        if (names.every((name) => columns.includes(name))) found.push({ id: table.id, name: table.name });
      }
      return found;
    },
    /**
     * What n8n counts of all data tables together against its cap (`GET /rest/data-tables-global/limits`,
     * as its editor shows it): the bytes, n8n's own verdict ("ok", "warn" past 80 %, "error" at the
     * cap), and each table's bytes by id.
     */
    tablesSize: async (): Promise<DataTablesSize> =>
      (await request<{ data: DataTablesSize }>("GET", "/data-tables-global/limits")).data,
    createTable: async (name: string, columns: { name: string; type: string }[]): Promise<{ id: string }> =>
      (await request<{ data: { id: string } }>("POST", tables, { name, columns })).data,
    addColumn: (tableId: string, column: { name: string; type: string }) =>
      request<unknown>("POST", `${tables}/${tableId}/columns`, column),
    deleteTable: (tableId: string) => request<unknown>("DELETE", `${tables}/${tableId}`),
  };
}
