import { request as httpRequest } from "node:http";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { postWebhook } from "../client.js";
import { WEBHOOK_FORMS } from "../forms.js";
import { formBodies } from "../testing/bodies.js";
import { startInbox, type Inbox } from "./server.js";

const SITE = "http://127.0.0.1:4173";
const ELSEWHERE = "https://attacker.example";

let folder: string;
let inbox: Inbox;
const logged: string[] = [];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "inbox-test-"));
  inbox = await startInbox({
    port: 0,
    file: join(folder, "nested", "submissions.jsonl"),
    log: (line) => logged.push(line),
  });
});

afterAll(async () => {
  await inbox.close();
  await rm(folder, { recursive: true, force: true });
});

beforeEach(async () => {
  await fetch(`${inbox.url}/submissions`, { method: "DELETE" });
  logged.length = 0;
});

/** Posts `body` the way a browser's no-cors call arrives from `origin`: JSON text labelled text/plain. */
function postAsBrowser(path: string, body: string | Uint8Array<ArrayBuffer>, origin = SITE) {
  return fetch(`${inbox.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8", Origin: origin },
    body,
  });
}

async function listed(query = ""): Promise<unknown[]> {
  const response = await fetch(`${inbox.url}/submissions${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as unknown[];
}

/** A raw HTTP request, so the Host header can be anything (fetch always sends the real one). */
function rawRequest(method: string, path: string, headers: Record<string, string>, body?: string) {
  const { port } = new URL(inbox.url);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

const contact = formBodies.contact;

describe("local webhook inbox", () => {
  test.each(WEBHOOK_FORMS)(
    "keeps the %s form's body, posted to its own path, with a one-line summary",
    async (form) => {
      const response = await postAsBrowser(`/${form}`, JSON.stringify(formBodies[form]));

      expect(response.status).toBe(204);
      expect(await listed(`?form=${form}`)).toEqual([expect.objectContaining({ form, body: formBodies[form] })]);
      expect(logged).toEqual([expect.stringMatching(new RegExp(`^\\[inbox\\] ${form} +\\w+=`))]);
    },
  );

  test("stores a text/plain JSON post with its submission id and returns it field for field", async () => {
    const response = await postAsBrowser(
      "/contact?submission=3f1c0a52-2a0e-4a43-9a38-5c1c2b6e8f10",
      JSON.stringify(contact),
    );

    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(SITE);
    const [stored, ...rest] = await listed();
    expect(rest).toEqual([]);
    expect(stored).toEqual({
      form: "contact",
      submission: "3f1c0a52-2a0e-4a43-9a38-5c1c2b6e8f10",
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      contentType: "text/plain;charset=UTF-8",
      body: contact,
    });
    expect(inbox.submissions()).toEqual([stored]);
  });

  test("answers a check's probe as it answers a lead, and keeps nothing", async () => {
    const before = await listed();
    const response = await postAsBrowser("/contact?submission=check-1&probe=1", JSON.stringify(contact));

    expect(response.status).toBe(204);
    expect(await listed()).toEqual(before);
    const broken = await postAsBrowser("/contact?submission=check-2&probe=1", JSON.stringify({ ...contact, fax: "1" }));
    expect(broken.status).toBe(400);
  });

  test("appends each submission as one JSON line to the file, creating its folder", async () => {
    const before = await readFile(inbox.file, "utf8").catch(() => "");
    await postAsBrowser("/newsletter", JSON.stringify(formBodies.newsletter));

    const added = (await readFile(inbox.file, "utf8")).slice(before.length);
    const lines = added.split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe("");
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({
      form: "newsletter",
      submission: null,
      contentType: "text/plain;charset=UTF-8",
      body: formBodies.newsletter,
    });
  });

  test("prints a one-line summary of each submission", async () => {
    await postAsBrowser("/contact", JSON.stringify(contact));

    expect(logged).toEqual([`[inbox] contact    name=${contact.name} email=${contact.email}`]);
  });

  test("never lets a control or direction character reach the terminal raw", async () => {
    const name = "Ada\u001b[2J\u001b]0;pwned\u0007\rMallory\u202eevil\u0085";
    await postAsBrowser("/contact", JSON.stringify({ ...contact, name }));

    expect(logged).toEqual([
      `[inbox] contact    name=Ada\\u001b[2J\\u001b]0;pwned\\u0007 Mallory\\u202eevil email=${contact.email}`,
    ]);
    // eslint-disable-next-line no-control-regex -- the test looks for exactly the characters that must not be printed
    expect(logged.join("")).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/);
    // What is stored is what was sent: only the terminal gets the escaped form.
    expect(await listed()).toEqual([expect.objectContaining({ body: { ...contact, name } })]);
  });

  test("receives a call from the webhook client, with its submission id", async () => {
    await postWebhook(`${inbox.url}/worklog`, formBodies.worklog, { submissionId: "draft-1" });

    expect(await listed()).toEqual([
      expect.objectContaining({ form: "worklog", submission: "draft-1", body: formBodies.worklog }),
    ]);
  });

  test("filters the list by form", async () => {
    await postAsBrowser("/contact", JSON.stringify(contact));
    await postAsBrowser("/playbook", JSON.stringify(formBodies.playbook));

    expect(await listed("?form=playbook")).toEqual([
      expect.objectContaining({ form: "playbook", body: formBodies.playbook }),
    ]);
    expect(inbox.submissions("contact")).toEqual([expect.objectContaining({ body: contact })]);
  });

  test("refuses a body that is not JSON and stores nothing", async () => {
    const response = await postAsBrowser("/contact", "name=Ada&email=ada@example.com");

    expect(response.status).toBe(400);
    expect(await response.text()).toBe("The body is not valid JSON.");
    expect(await listed()).toEqual([]);
  });

  test("answers 404 for a form it does not know", async () => {
    const response = await postAsBrowser("/quote", JSON.stringify(contact));

    expect(response.status).toBe(404);
    expect(await listed()).toEqual([]);
  });

  test("DELETE /submissions empties the list", async () => {
    await postAsBrowser("/contact", JSON.stringify(contact));
    expect(await listed()).toHaveLength(1);

    const response = await fetch(`${inbox.url}/submissions`, { method: "DELETE" });

    expect(response.status).toBe(204);
    expect(await listed()).toEqual([]);
    expect(inbox.submissions()).toEqual([]);
  });
});

describe("the inbox shows what it keeps to no one else", () => {
  test("answers a CORS preflight from the local site only", async () => {
    const preflight = (origin: string) =>
      fetch(`${inbox.url}/submissions`, {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "DELETE" },
      });

    const fromSite = await preflight(SITE);
    expect(fromSite.status).toBe(204);
    expect(fromSite.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(fromSite.headers.get("access-control-allow-methods")).toContain("DELETE");

    const fromElsewhere = await preflight(ELSEWHERE);
    expect(fromElsewhere.status).toBe(403);
    expect(fromElsewhere.headers.get("access-control-allow-origin")).toBeNull();
  });

  test("keeps another origin's post, as a webhook would, but gives that page no CORS to read the answer", async () => {
    const response = await postAsBrowser("/contact", JSON.stringify(contact), ELSEWHERE);

    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(await listed()).toHaveLength(1);
  });

  test("refuses another origin's read and delete, and the list stays", async () => {
    await postAsBrowser("/contact", JSON.stringify(contact));

    const read = await fetch(`${inbox.url}/submissions`, { headers: { Origin: ELSEWHERE } });
    expect(read.status).toBe(403);
    expect(read.headers.get("access-control-allow-origin")).toBeNull();
    expect(await read.text()).not.toContain("ada@example.com");

    const wipe = await fetch(`${inbox.url}/submissions`, { method: "DELETE", headers: { Origin: ELSEWHERE } });
    expect(wipe.status).toBe(403);
    expect(await listed()).toHaveLength(1);

    // A sandboxed frame or a file:// page sends the origin "null": refused too.
    expect((await fetch(`${inbox.url}/submissions`, { headers: { Origin: "null" } })).status).toBe(403);
  });

  test("lets the local site and Node (no Origin) read, with CORS only for the site", async () => {
    await postAsBrowser("/contact", JSON.stringify(contact));

    const fromSite = await fetch(`${inbox.url}/submissions`, { headers: { Origin: SITE } });
    expect(fromSite.status).toBe(200);
    expect(fromSite.headers.get("access-control-allow-origin")).toBe(SITE);

    const fromNode = await fetch(`${inbox.url}/submissions`);
    expect(fromNode.status).toBe(200);
    expect(fromNode.headers.get("access-control-allow-origin")).toBeNull();
    // What keeps another page's no-cors load (an <img>, a <script>, which send no Origin) out.
    expect(fromNode.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(fromNode.headers.get("x-content-type-options")).toBe("nosniff");
  });

  test("refuses every request whose Host is not the inbox's own (DNS rebinding), and keeps the list", async () => {
    const { port } = new URL(inbox.url);
    await postAsBrowser("/contact", JSON.stringify(contact));
    const rebound = { Host: `attacker.example:${port}` };

    const read = await rawRequest("GET", "/submissions", rebound);
    expect(read.status).toBe(403);
    expect(read.text).not.toContain("ada@example.com");
    expect((await rawRequest("DELETE", "/submissions", rebound)).status).toBe(403);
    expect((await rawRequest("POST", "/contact", rebound, JSON.stringify(contact))).status).toBe(403);
    expect(await listed()).toHaveLength(1);

    expect((await rawRequest("GET", "/submissions", { Host: `localhost:${port}` })).status).toBe(200);
    expect((await rawRequest("GET", "/submissions", { Host: `[::1]:${port}` })).status).toBe(200);
  });
});

describe("the inbox keeps serving whatever it is sent", () => {
  test("answers a 5 MB body with 413, stores nothing, and takes the next post", async () => {
    const huge = JSON.stringify({ ...contact, message: "x".repeat(5 * 1024 * 1024) });

    const response = await postAsBrowser("/contact", huge);

    expect(response.status).toBe(413);
    expect(await response.text()).toBe("The body is larger than 64 KB.");
    expect(await listed()).toEqual([]);
    expect((await postAsBrowser("/contact", JSON.stringify(contact))).status).toBe(204);
    expect(await listed()).toHaveLength(1);
  });

  test("answers 413 to a streamed body that announces no length", async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 80; index += 1) controller.enqueue(new Uint8Array(1024).fill(32));
        controller.close();
      },
    });

    const response = await fetch(`${inbox.url}/contact`, {
      method: "POST",
      body: chunks,
      duplex: "half",
    } as RequestInit & { duplex: "half" });

    expect(response.status).toBe(413);
    expect(await listed()).toEqual([]);
  });

  const deep = `${"[".repeat(30_000)}${"]".repeat(30_000)}`;
  test.each<[string, string | Uint8Array<ArrayBuffer>, string]>([
    [
      "a __proto__ key",
      `{"__proto__":{"polluted":true},${JSON.stringify(contact).slice(1)}`,
      '"__proto__" is not a field',
    ],
    [
      "a constructor key",
      `{"constructor":{"prototype":{"polluted":true}},${JSON.stringify(contact).slice(1)}`,
      '"constructor" is not a field',
    ],
    ["lists nested 30 000 deep", deep, "must be a JSON object with the contact form's fields, not a list."],
    ["a nested object 5 000 deep", `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`, "not a field of the contact form"],
    [
      "a number too large for JSON",
      JSON.stringify(contact).replace(JSON.stringify(contact.name), "1e400"),
      '"name" must be text, not a number too large for JSON.',
    ],
    [
      "a field of the wrong type",
      JSON.stringify({ ...contact, email: ["ada@example.com"] }),
      '"email" must be text, not a list.',
    ],
    ["a list", JSON.stringify([contact]), "must be a JSON object"],
    ["null", "null", "must be a JSON object"],
    ["a bare string", '"hello"', "must be a JSON object"],
    [
      "bytes that are not UTF-8",
      new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
      "The body is not UTF-8 text.",
    ],
    ["an empty body", "", "not valid JSON"],
  ])("answers %s with 400 and a plain sentence, and stores nothing", async (_, body, says) => {
    const response = await postAsBrowser("/contact", body);
    const text = await response.text();

    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(text).toContain(says);
    // No path, no stack, no file name: nothing about the machine goes back to the sender.
    expect(text).not.toContain(folder);
    expect(text).not.toMatch(/\n\s+at |\.mjs|node:/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await listed()).toEqual([]);
  });

  test("refuses a submission id that is not printable text", async () => {
    const response = await postAsBrowser(
      `/contact?submission=${encodeURIComponent("a\u001bb")}`,
      JSON.stringify(contact),
    );

    expect(response.status).toBe(400);
    expect(await response.text()).toBe("The submission id must be 1 to 200 printable ASCII characters.");
    expect(await listed()).toEqual([]);
  });
});

test("answers 500 without the file's path when the disk refuses the write, and says why in the terminal", async () => {
  const lines: string[] = [];
  // Linux's /dev/full takes an open but fails every write with "no space left on device".
  const full = await startInbox({ port: 0, file: "/dev/full", log: (line) => lines.push(line) });
  try {
    const response = await fetch(`${full.url}/contact`, { method: "POST", body: JSON.stringify(contact) });

    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).toBe("The inbox could not save this submission; its terminal says why.");
    expect(full.submissions()).toEqual([]);
    expect(lines).toEqual([
      expect.stringMatching(/^\[inbox\] contact {4}NOT SAVED: could not write \/dev\/full: .*ENOSPC/),
    ]);
  } finally {
    await full.close().catch(() => undefined);
  }
});

describe("the inbox behind the site's relay", () => {
  test("keeps a post carrying the relay's secret, and refuses one without it with 403, keeping nothing", async () => {
    const guarded = await startInbox({ port: 0, file: join(folder, "relay.jsonl"), log: false, relaySecret: "s3cret" });
    try {
      const post = (headers: Record<string, string>) =>
        fetch(`${guarded.url}/contact`, { method: "POST", headers, body: JSON.stringify(formBodies.contact) });
      const straight = await post({ "Content-Type": "application/json" });
      const relayed = await post({ "Content-Type": "application/json", "X-Relay-Secret": "s3cret" });
      expect([straight.status, relayed.status]).toEqual([403, 204]);
      expect(guarded.submissions()).toEqual([expect.objectContaining({ form: "contact", body: formBodies.contact })]);
    } finally {
      await guarded.close();
    }
  });
});
