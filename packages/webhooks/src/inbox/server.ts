// Kept on node:http, not Hono: a local tool on no page, whose one route needs no router; Hono would
// add its Node server to the published CLI (figures: docs/performance.md#hand-written-modules).
/**
 * A local stand-in for the third-party webhook service, so every form can be tried end to end
 * without a network or an account.
 *
 *   pnpm webhooks inbox      (or `npx @grand-river/webhooks inbox` once installed; see --help)
 *
 * It keeps what it is given and shows it to no one else: a post is on disk before it is
 * acknowledged, only the local site's origins get CORS, reading and clearing are refused to other
 * origins, a request naming another host is refused (guard.ts), and a body that is too large, not
 * UTF-8, not JSON or not the form's shape gets a 4xx with a plain sentence, never a 500.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { resolve } from "node:path";
import { WEBHOOK_FORMS, WEBHOOK_FORM_TABLE, type WebhookForm } from "../forms.js";
import { isProbe } from "../probe-marker.js";
import { payloadProblems } from "../shape.js";
import { printable } from "../terminal.js";
import { RELAY_SECRET_HEADER } from "../relay-facts.js";
import { DEFAULT_INBOX_ORIGINS, corsHeaders, hostProblem, readAllowed } from "./guard.js";
import { openStore, type InboxSubmission } from "./store.js";
import { KEEPALIVE_BODY_LIMIT, SUBMISSION_ID, SUBMISSION_ID_RULE } from "../client.js";

export { DEFAULT_INBOX_ORIGINS } from "./guard.js";
export type { InboxSubmission } from "./store.js";

/** The forms the inbox accepts at `POST /<form>`: every form that posts to a webhook. */
export const INBOX_FORMS = WEBHOOK_FORMS;

/** One of the forms the inbox accepts. */
export type InboxForm = WebhookForm;

/**
 * The largest body the inbox takes, in bytes: the browser's `keepalive` allowance, which every
 * body the forms send fits (the client sends larger ones without keepalive, and no form comes near).
 */
export const INBOX_BODY_LIMIT = KEEPALIVE_BODY_LIMIT;

/** Headers on every answer: nothing is cached, and no answer is read as anything but what it says. */
const ALWAYS = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

/** How to start the inbox; every option has a default. */
export interface InboxOptions {
  /** Defaults to 8787; 0 picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** The JSONL file to append to, relative to the working directory; defaults to .inbox/submissions.jsonl. */
  file?: string;
  /** Print a one-line summary per submission: true for the console, false for silence, or a function. */
  log?: boolean | ((line: string) => void);
  /**
   * The origins that get CORS and may read or clear the list from a browser (requests without an
   * Origin header, from Node or curl, always may). Defaults to DEFAULT_INBOX_ORIGINS.
   */
  origins?: readonly string[];
  /**
   * The relay's shared secret (`LEADS_RELAY_SECRET`): when set, a post without it in the
   * `X-Relay-Secret` header is refused with 403 and kept nowhere, as a provisioned n8n does.
   */
  relaySecret?: string;
}

/** A running inbox. */
export interface Inbox {
  /** The origin it listens on, such as http://127.0.0.1:8787. */
  url: string;
  /** The absolute path of the JSONL file it appends to. */
  file: string;
  /** The origins that get CORS. */
  origins: readonly string[];
  /** Stops listening, drops open connections and closes the file once pending writes are on disk. */
  close(): Promise<void>;
  /**
   * What arrived since start or since the last DELETE /submissions, optionally for one form: the
   * most recent 1000 (at most 16 MB of them); the file keeps every one.
   */
  submissions(form?: InboxForm): InboxSubmission[];
}

/** Starts the local webhook inbox and resolves once it listens. Port 0 picks a free port; read it from `url`. */
export async function startInbox({
  port = 8787,
  host = "127.0.0.1",
  file = ".inbox/submissions.jsonl",
  log = true,
  origins = DEFAULT_INBOX_ORIGINS,
  relaySecret,
}: InboxOptions = {}): Promise<Inbox> {
  const path = resolve(file);
  const print = log === true ? (line: string) => console.log(line) : log || (() => {});
  const allowed = [...origins];
  const store = await openStore(path);

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const hostRefusal = hostProblem(request.headers.host, host);
    if (hostRefusal) return send(response, 403, hostRefusal);

    const origin = request.headers.origin;
    const cors = corsHeaders(origin, allowed);
    const { pathname, searchParams } = new URL(request.url ?? "/", "http://inbox.local");
    const route = pathname.replace(/\/+$/, "") || "/";
    const form = INBOX_FORMS.find((name) => route === `/${name}`);

    if (request.method === "OPTIONS") {
      if (!cors["Access-Control-Allow-Origin"]) return send(response, 403, notAllowed(allowed), cors);
      return send(response, 204, undefined, {
        ...cors,
        "Access-Control-Allow-Methods": "GET, POST, DELETE, OPTIONS",
        "Access-Control-Allow-Headers": "Content-Type",
        // Lets a page served from a public origin reach this loopback server in Chromium browsers.
        "Access-Control-Allow-Private-Network": "true",
        "Access-Control-Max-Age": "600",
      });
    }

    if (form) {
      // Any origin may post, as to the real webhook: the inbox keeps what it is given. Only the
      // local site's origins may read the answer (the CORS headers say so).
      if (request.method !== "POST") return send(response, 405, "Use POST.", { ...cors, Allow: "POST, OPTIONS" });
      const refused = (status: number, message: string) => {
        print(`[inbox] ${form.padEnd(10)} refused (${status}): ${printable(message.replace(/\n- /g, " "), 160)}`);
        return send(response, status, message, cors);
      };
      if (relaySecret && request.headers[RELAY_SECRET_HEADER.toLowerCase()] !== relaySecret) {
        request.resume();
        return refused(
          403,
          `Only the site's relay may post here: the ${RELAY_SECRET_HEADER} header is missing or wrong.`,
        );
      }
      const raw = await readBody(request);
      if (raw === undefined) return refused(413, `The body is larger than ${INBOX_BODY_LIMIT / 1024} KB.`);
      const submission = searchParams.get("submission");
      if (submission !== null && !SUBMISSION_ID.test(submission)) {
        return refused(400, SUBMISSION_ID_RULE);
      }
      let text: string;
      try {
        text = new TextDecoder("utf-8", { fatal: true }).decode(raw);
      } catch {
        return refused(400, "The body is not UTF-8 text.");
      }
      let body: unknown;
      try {
        // Parsed whatever the content type: browsers posting in no-cors mode send JSON as text/plain.
        body = JSON.parse(text);
      } catch {
        return refused(400, "The body is not valid JSON.");
      }
      const problems = payloadProblems(form, body);
      if (problems.length > 0) {
        return refused(400, `The ${form} body does not match spec §7:\n${problems.map((p) => `- ${p}`).join("\n")}`);
      }
      if (isProbe(searchParams)) {
        // A check's probe: answered as a lead would be, and kept nowhere.
        print(`[inbox] ${form.padEnd(10)} probe checked, not kept`);
        return send(response, 204, undefined, cors);
      }
      const entry: InboxSubmission = {
        form,
        submission,
        receivedAt: new Date().toISOString(),
        contentType: request.headers["content-type"] ?? null,
        body,
      };
      try {
        await store.append(entry);
      } catch (error) {
        // The path and the system's words go to the developer's terminal, not to the sender.
        print(`[inbox] ${form.padEnd(10)} NOT SAVED: could not write ${path}: ${printable(String(error), 200)}`);
        return send(response, 500, "The inbox could not save this submission; its terminal says why.", cors);
      }
      print(summarise(entry));
      return send(response, 204, undefined, cors);
    }

    if (route === "/submissions") {
      if (!readAllowed(origin, allowed)) return send(response, 403, notAllowed(allowed), cors);
      // A no-cors load from another site's page (which sends no Origin) gets nothing it can use.
      const private_ = { ...cors, "Cross-Origin-Resource-Policy": "same-origin" };
      if (request.method === "GET") {
        const only = searchParams.get("form");
        return send(response, 200, JSON.stringify(store.list(only)), {
          ...private_,
          "Content-Type": "application/json",
        });
      }
      if (request.method === "DELETE") {
        // Clears what GET returns; the JSONL file stays as the full history of the session.
        store.clear();
        return send(response, 204, undefined, private_);
      }
      return send(response, 405, "Use GET or DELETE.", { ...private_, Allow: "GET, DELETE, OPTIONS" });
    }

    return send(response, 404, `No such inbox path. POST to /${INBOX_FORMS.join(", /")}.`, cors);
  };

  const server = createServer({ requestTimeout: 30_000 }, (request, response) => {
    handle(request, response).catch((error: unknown) => {
      // A client that hangs up mid-body must not take the inbox down with it; nothing about the
      // failure (a path, a stack) goes back to the sender.
      if (!response.headersSent && !response.destroyed) {
        print(`[inbox] failed on a request: ${printable(String(error), 200)}`);
        send(response, 500, "The inbox failed on this request; its terminal says why.");
      } else response.destroy();
    });
  });

  try {
    await new Promise((resolveListen, rejectListen) => {
      server.once("error", rejectListen);
      server.listen(port, host, () => {
        server.off("error", rejectListen);
        resolveListen(undefined);
      });
    });
  } catch (error) {
    await store.close();
    throw error;
  }
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  const urlHost = host.includes(":") ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${actualPort}`,
    file: path,
    origins: allowed,
    submissions: (form) => store.list(form),
    close: async () => {
      await new Promise((resolveClose, rejectClose) => {
        server.close((error) => (error ? rejectClose(error) : resolveClose(undefined)));
        server.closeAllConnections();
      });
      await store.close();
    },
  };
}

function notAllowed(origins: readonly string[]) {
  return `Only ${origins.join(" and ")} may read or clear this inbox from a browser (start it with --origin to add another).`;
}

/**
 * Reads the request body as bytes, or undefined once it exceeds INBOX_BODY_LIMIT. Past the limit
 * the rest is read and dropped rather than kept, so memory stays bounded and the 413 still reaches
 * a sender that is still sending.
 */
function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolveBody, rejectBody) => {
    if (Number(request.headers["content-length"]) > INBOX_BODY_LIMIT) {
      request.resume();
      resolveBody(undefined);
      return;
    }
    let chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    request.on("data", (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > INBOX_BODY_LIMIT) {
        settled = true;
        chunks = [];
        resolveBody(undefined);
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => {
      if (settled) return;
      settled = true;
      resolveBody(Buffer.concat(chunks));
    });
    request.on("close", () => {
      if (!settled) rejectBody(new Error("the sender hung up before the body ended"));
    });
  });
}

function send(response: ServerResponse, status: number, text?: string, headers: Record<string, string> = {}) {
  response.writeHead(status, {
    ...ALWAYS,
    ...(text === undefined ? {} : { "Content-Type": "text/plain; charset=utf-8" }),
    ...headers,
  });
  response.end(text);
}

/**
 * One console line per submission, e.g. `[inbox] contact    name=Ada email=ada@example.com`.
 */
function summarise({ form, body }: InboxSubmission) {
  const fields = WEBHOOK_FORM_TABLE[form].summary;
  const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const pairs = fields
    .filter((key) => record[key] !== undefined && record[key] !== "")
    .map((key) => `${key}=${printable(String(record[key]), 40)}`);
  return `[inbox] ${form.padEnd(10)} ${pairs.join(" ")}`.trimEnd();
}
