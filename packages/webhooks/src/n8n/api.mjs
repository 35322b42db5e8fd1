/**
 * The two n8n APIs provisioning talks to. The public API (`/api/v1`, an API key) covers workflows and
 * credentials. Data tables are not in it (n8n 1.123), so the leads table is created through the
 * internal REST API (`/rest`) that n8n's own editor uses, behind the owner's login: the same calls
 * the Data tables tab makes.
 */
import { randomUUID } from "node:crypto";

/** An answer n8n gave that provisioning cannot go on from. */
class N8nApiError extends Error {
  /**
   * @param {string} what the call, e.g. "POST /api/v1/workflows"
   * @param {number} status
   * @param {string} answer the start of n8n's answer
   */
  constructor(what, status, answer) {
    super(`n8n answered ${what} with ${status}${answer ? `: ${answer}` : ""}`);
    this.name = "N8nApiError";
    this.status = status;
  }
}

/**
 * One JSON call; resolves to the parsed answer, rejects with N8nApiError on any status but 2xx.
 * @param {string} base the n8n address
 * @param {string} method
 * @param {string} path
 * @param {{ headers?: Record<string, string>, body?: unknown, fetch?: typeof fetch }} [options]
 */
async function call(base, method, path, { headers = {}, body, fetch = globalThis.fetch } = {}) {
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
  return text ? JSON.parse(text) : undefined;
}

/**
 * @typedef {{ id: string, name: string, active: boolean, versionId?: string, nodes: any[], connections: Record<string, unknown>, settings: Record<string, unknown> }} StoredWorkflow
 * @typedef {{ name: string, nodes: unknown[], connections: Record<string, unknown>, settings: Record<string, unknown> }} WorkflowBody
 */

/**
 * The public API, with an API key (Settings, n8n API, Create an API key).
 * @param {{ url: string, apiKey: string, fetch?: typeof fetch }} options
 */
export function publicApi({ url, apiKey, fetch }) {
  const headers = { "X-N8N-API-KEY": apiKey };
  /** @type {(method: string, path: string, body?: unknown) => Promise<any>} */
  const request = (method, path, body) => call(url, method, `/api/v1${path}`, { headers, body, fetch });
  return {
    /**
     * Every workflow called `name` (n8n lets several share a name).
     * @param {string} name
     * @returns {Promise<StoredWorkflow[]>}
     */
    async workflowsNamed(name) {
      /** @type {StoredWorkflow[]} */
      const found = [];
      let cursor = "";
      do {
        const page = await request(
          "GET",
          `/workflows?name=${encodeURIComponent(name)}&limit=250${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        );
        found.push(...page.data.filter((/** @type {StoredWorkflow} */ each) => each.name === name));
        cursor = page.nextCursor ?? "";
      } while (cursor);
      return found;
    },
    /** @param {WorkflowBody} body @returns {Promise<StoredWorkflow>} */
    createWorkflow: (body) => request("POST", "/workflows", body),
    /** @param {string} id @param {WorkflowBody} body @returns {Promise<StoredWorkflow>} */
    updateWorkflow: (id, body) => request("PUT", `/workflows/${encodeURIComponent(id)}`, body),
    /** @param {string} id @returns {Promise<StoredWorkflow>} */
    activateWorkflow: (id) => request("POST", `/workflows/${encodeURIComponent(id)}/activate`),
    /**
     * @param {{ name: string, type: string, data: Record<string, unknown> }} credential
     * @returns {Promise<{ id: string, name: string }>}
     */
    createCredential: (credential) => request("POST", "/credentials", credential),
    /** @param {string} id */
    deleteCredential: (id) => request("DELETE", `/credentials/${encodeURIComponent(id)}`),
  };
}

/**
 * The internal REST API as the owner: logs in with e-mail and password (an account without
 * two-factor login) and keeps the session for the calls that follow.
 * @param {{ url: string, email: string, password: string, fetch?: typeof fetch }} options
 */
export async function ownerSession({ url, email, password, fetch = globalThis.fetch }) {
  // n8n ties a session to the browser id it logged in with, and asks for it on every call.
  const browserId = randomUUID();
  const response = await fetch(new URL("/rest/login", url), {
    method: "POST",
    headers: { "Content-Type": "application/json", "browser-id": browserId },
    body: JSON.stringify({ emailOrLdapLoginId: email, password }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new N8nApiError("POST /rest/login", response.status, (await response.text()).slice(0, 300));
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .find((pair) => pair?.startsWith("n8n-auth="));
  if (!cookie) throw new N8nApiError("POST /rest/login", response.status, "no n8n-auth cookie in the answer");
  const headers = { Cookie: cookie, "browser-id": browserId };
  /** @type {(method: string, path: string, body?: unknown) => Promise<any>} */
  const request = (method, path, body) => call(url, method, `/rest${path}`, { headers, body, fetch });
  const project = (await request("GET", "/projects/personal")).data;
  const tables = `/projects/${encodeURIComponent(project.id)}/data-tables`;
  return {
    /**
     * The owner's data table called `name`, with its columns, if there is one.
     * @param {string} name
     * @returns {Promise<{ id: string, name: string, columns: { id: string, name: string, type: string }[] } | undefined>}
     */
    async tableNamed(name) {
      const filter = encodeURIComponent(JSON.stringify({ name }));
      const { data } = await request("GET", `${tables}?filter=${filter}&take=50`);
      const table = data.data.find((/** @type {{ name: string }} */ each) => each.name === name);
      if (!table) return undefined;
      const columns = (await request("GET", `${tables}/${table.id}/columns`)).data;
      return { id: table.id, name: table.name, columns };
    },
    /**
     * @param {string} name
     * @param {{ name: string, type: string }[]} columns
     * @returns {Promise<{ id: string }>}
     */
    createTable: async (name, columns) => (await request("POST", tables, { name, columns })).data,
    /** @param {string} tableId @param {{ name: string, type: string }} column */
    addColumn: (tableId, column) => request("POST", `${tables}/${tableId}/columns`, column),
    /** @param {string} tableId */
    deleteTable: (tableId) => request("DELETE", `${tables}/${tableId}`),
    /**
     * Every row of a table, oldest first.
     * @param {string} tableId
     * @returns {Promise<Record<string, unknown>[]>}
     */
    async rows(tableId) {
      const { data } = await request(
        "GET",
        `${tables}/${tableId}/rows?take=1000&sortBy=${encodeURIComponent("id:asc")}`,
      );
      return data.data;
    },
  };
}
