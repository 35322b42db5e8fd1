/**
 * A local stand-in for the third-party webhook service, so every form can be tried end to end
 * without a network or an account. Plain ESM JavaScript with no dependencies, so `node` runs it
 * directly with no build step; `server.d.mts` gives TypeScript callers its types.
 *
 *   node src/cli.mjs inbox      (or `npx @grand-river/webhooks inbox` once installed; see --help)
 */
import { appendFile, mkdir } from "node:fs/promises";
import { createServer } from "node:http";
import { dirname, resolve } from "node:path";

/**
 * The forms the inbox accepts. Keep in step with WEBHOOK_FORMS in ../endpoints.ts; a test checks
 * they match, since this file cannot import TypeScript.
 */
export const INBOX_FORMS = /** @type {const} */ (["newsletter", "report", "playbook", "contact", "worklog"]);

/** The fields worth a glance in each form's one-line console summary. */
const SUMMARY_FIELDS = {
  newsletter: ["email", "source"],
  report: ["name", "email", "company"],
  playbook: ["fullName", "email", "teamSize"],
  contact: ["name", "email"],
  worklog: ["date", "worker", "clientName", "totalTime", "netPay"],
};

/** Bodies above this size are refused, so a runaway client cannot fill the disk. */
const MAX_BODY_BYTES = 1_000_000;

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, DELETE, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
  // Lets a page served from a public origin reach this loopback server in Chromium browsers.
  "Access-Control-Allow-Private-Network": "true",
  "Access-Control-Max-Age": "600",
};

/**
 * @typedef {(typeof INBOX_FORMS)[number]} InboxForm
 * @typedef {{ form: InboxForm, receivedAt: string, contentType: string | null, body: unknown }} InboxSubmission
 * @typedef {{ port?: number, host?: string, file?: string, log?: boolean | ((line: string) => void) }} InboxOptions
 * @typedef {{ url: string, file: string, close(): Promise<void>, submissions(form?: InboxForm): InboxSubmission[] }} Inbox
 */

/**
 * Starts the inbox and resolves once it listens. Port 0 picks a free port; read it from `url`.
 * @param {InboxOptions} [options]
 * @returns {Promise<Inbox>}
 */
export async function startInbox({
  port = 8787,
  host = "127.0.0.1",
  file = ".inbox/submissions.jsonl",
  log = true,
} = {}) {
  const path = resolve(file);
  const print = log === true ? (/** @type {string} */ line) => console.log(line) : log || (() => {});
  /** @type {InboxSubmission[]} */
  let received = [];
  // Appends run one after another so lines never interleave and keep arrival order.
  /** @type {Promise<unknown>} */
  let writes = mkdir(dirname(path), { recursive: true });

  /** @param {InboxForm} [form] */
  const submissions = (form) => received.filter((entry) => !form || entry.form === form);

  /** @param {InboxSubmission} submission */
  const store = (submission) => {
    const write = writes.then(() => appendFile(path, `${JSON.stringify(submission)}\n`, "utf8"));
    writes = write.catch(() => {});
    return write.then(() => {
      received.push(submission);
      print(summarise(submission));
    });
  };

  /**
   * @param {import("node:http").IncomingMessage} request
   * @param {import("node:http").ServerResponse} response
   */
  const handle = async (request, response) => {
    const { pathname, searchParams } = new URL(request.url ?? "/", "http://inbox.local");
    const route = pathname.replace(/\/+$/, "") || "/";
    const form = INBOX_FORMS.find((name) => route === `/${name}`);

    if (request.method === "OPTIONS") return send(response, 204);

    if (form) {
      if (request.method !== "POST") return send(response, 405, "Use POST.", { Allow: "POST, OPTIONS" });
      const raw = await readBody(request);
      if (raw === undefined) return send(response, 413, "The body is too large.");
      let body;
      try {
        // Parsed whatever the content type: browsers posting in no-cors mode send JSON as text/plain.
        body = JSON.parse(raw);
      } catch {
        print(`[inbox] ${form.padEnd(10)} rejected: the body is not JSON`);
        return send(response, 400, "The body is not valid JSON.");
      }
      const submission = {
        form,
        receivedAt: new Date().toISOString(),
        contentType: request.headers["content-type"] ?? null,
        body,
      };
      try {
        await store(submission);
      } catch (error) {
        return send(response, 500, `Could not write ${path}: ${String(error)}`);
      }
      return send(response, 204);
    }

    if (route === "/submissions") {
      if (request.method === "GET") {
        const only = searchParams.get("form");
        const list = only ? received.filter((entry) => entry.form === only) : received;
        return send(response, 200, JSON.stringify(list), { "Content-Type": "application/json" });
      }
      if (request.method === "DELETE") {
        // Clears what GET returns; the JSONL file stays as the full history of the session.
        received = [];
        return send(response, 204);
      }
      return send(response, 405, "Use GET or DELETE.", { Allow: "GET, DELETE, OPTIONS" });
    }

    return send(response, 404, `No such inbox path. POST to /${INBOX_FORMS.join(", /")}.`);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      // A client that hangs up mid-body must not take the inbox down with it.
      if (!response.headersSent) send(response, 500, String(error));
      else response.destroy();
    });
  });

  await writes;
  await new Promise((resolveListen, rejectListen) => {
    server.once("error", rejectListen);
    server.listen(port, host, () => {
      server.off("error", rejectListen);
      resolveListen(undefined);
    });
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  const urlHost = host.includes(":") ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${actualPort}`,
    file: path,
    submissions,
    close: () =>
      new Promise((resolveClose, rejectClose) => {
        server.close((error) => (error ? rejectClose(error) : resolveClose(undefined)));
        server.closeAllConnections();
      }),
  };
}

/**
 * Reads the whole request body as UTF-8, or undefined when it exceeds MAX_BODY_BYTES.
 * @param {import("node:http").IncomingMessage} request
 * @returns {Promise<string | undefined>}
 */
async function readBody(request) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  // Keeps reading past the limit, dropping the excess, so the 413 answer can still be sent.
  for await (const chunk of request) {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  return size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString("utf8");
}

/**
 * @param {import("node:http").ServerResponse} response
 * @param {number} status
 * @param {string} [text]
 * @param {Record<string, string>} [headers]
 */
function send(response, status, text, headers = {}) {
  response.writeHead(status, {
    ...CORS_HEADERS,
    ...(text === undefined ? {} : { "Content-Type": "text/plain; charset=utf-8" }),
    ...headers,
  });
  response.end(text);
}

/**
 * One console line per submission, e.g. `[inbox] contact    name=Ada email=ada@example.com`.
 * @param {InboxSubmission} submission
 */
function summarise({ form, body }) {
  const fields = SUMMARY_FIELDS[form];
  const record = body && typeof body === "object" ? /** @type {Record<string, unknown>} */ (body) : {};
  const pairs = fields
    .filter((key) => record[key] !== undefined && record[key] !== "")
    .map((key) => `${key}=${clip(String(record[key]))}`);
  return `[inbox] ${form.padEnd(10)} ${pairs.join(" ")}`.trimEnd();
}

/** @param {string} text */
function clip(text) {
  const line = text.replace(/\s+/g, " ");
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}
