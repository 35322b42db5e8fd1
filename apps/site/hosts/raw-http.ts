import { request as httpRequest } from "node:http";
import { connect } from "node:net";

/** A response's status and header lines exactly as the host sent them. */
export interface RawHead {
  status: number;
  /** Each header line, its name lower-cased, in the order sent. */
  headers: [name: string, value: string][];
}

/** How long one connection waits for a response head before it is tried again. */
const STALL_MS = 15_000;

/** The test time a raw request may take: a stalled first connection and its retry. */
export const RAW_GET_TIMEOUT_MS = 2 * STALL_MS + 5_000;

/**
 * `GET <target>` sent byte for byte over a socket, for targets a browser or `fetch` would
 * normalise or refuse to send (`/\evil.example/`, `//evil.example/`, an absolute-form target),
 * and the response head as sent. `Host` is the host's own unless `headers` names another.
 *
 * A connection with no answer is tried once more on a new one: wrangler's dev server, starved of
 * CPU beside the e2e suites in CI, has left one connection unanswered for over 18 s while every
 * other was answered; a host that hangs on a target hangs on the retry too.
 */
export async function rawGet(baseUrl: string, target: string, headers: Record<string, string> = {}): Promise<RawHead> {
  try {
    return await rawGetOnce(baseUrl, target, headers);
  } catch (error) {
    if (!(error instanceof StallError)) throw error;
    return rawGetOnce(baseUrl, target, headers);
  }
}

class StallError extends Error {}

function rawGetOnce(baseUrl: string, target: string, headers: Record<string, string>): Promise<RawHead> {
  const { hostname, port, host } = new URL(baseUrl);
  const lines = [`GET ${target} HTTP/1.1`, ...Object.entries({ Host: host, ...headers }).map(([n, v]) => `${n}: ${v}`)];
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    socket.setTimeout(STALL_MS, () => {
      socket.destroy();
      reject(new StallError(`No response head to GET ${JSON.stringify(target)} within ${STALL_MS / 1000} s`));
    });
    socket.on("error", reject);
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf("\r\n\r\n");
      if (end === -1) return;
      socket.destroy();
      const [statusLine = "", ...headerLines] = received.subarray(0, end).toString("latin1").split("\r\n");
      resolve({
        status: Number(statusLine.split(" ")[1]),
        headers: headerLines.map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      });
    });
    socket.on("close", () => reject(new Error(`The connection closed before a response to GET ${target}`)));
    socket.write(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
  });
}

/** A whole response, its body as bytes: no `Accept-Encoding`, so what is sent is the file itself. */
export function getBytes(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, baseUrl), { headers, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`No response to GET ${path} within 10 s`)));
    request.on("error", reject);
    request.end();
  });
}
