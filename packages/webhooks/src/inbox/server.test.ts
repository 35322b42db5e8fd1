import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { postWebhook } from "../client";
import { WEBHOOK_FORMS } from "../endpoints";
import { INBOX_FORMS, startInbox, type Inbox } from "./server.mjs";

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

/** Posts `text` the way a browser's no-cors call arrives: a JSON string labelled text/plain. */
function postAsBrowser(path: string, text: string) {
  return fetch(`${inbox.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8" },
    body: text,
  });
}

async function listed(query = ""): Promise<unknown[]> {
  const response = await fetch(`${inbox.url}/submissions${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as unknown[];
}

const contact = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "",
  message: "Please automate our invoices.",
  timestamp: "2025-03-10T14:05:00.000Z",
};

describe("local webhook inbox", () => {
  test("accepts the same five forms the site posts", () => {
    expect(INBOX_FORMS).toEqual(WEBHOOK_FORMS);
  });

  test("stores a text/plain JSON post and returns it field for field", async () => {
    const response = await postAsBrowser("/contact", JSON.stringify(contact));

    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const [stored, ...rest] = await listed();
    expect(rest).toEqual([]);
    expect(stored).toEqual({
      form: "contact",
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      contentType: "text/plain;charset=UTF-8",
      body: contact,
    });
    expect(inbox.submissions()).toEqual([stored]);
  });

  test("appends each submission as one JSON line to the file, creating its folder", async () => {
    const before = await readFile(inbox.file, "utf8").catch(() => "");
    await postAsBrowser("/newsletter", JSON.stringify({ email: "grace@example.com", source: "newsletter" }));

    const added = (await readFile(inbox.file, "utf8")).slice(before.length);
    const lines = added.split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe("");
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({
      form: "newsletter",
      contentType: "text/plain;charset=UTF-8",
      body: { email: "grace@example.com", source: "newsletter" },
    });
  });

  test("prints a one-line summary of each submission", async () => {
    await postAsBrowser("/contact", JSON.stringify(contact));

    expect(logged).toEqual(["[inbox] contact    name=Ada Lovelace email=ada@example.com"]);
  });

  test("receives a call from the webhook client", async () => {
    const worklog = { date: "2025-03-10", totalTime: "8h 0m", netPay: "204.00" };

    await postWebhook(`${inbox.url}/worklog`, worklog);

    expect(await listed()).toEqual([expect.objectContaining({ form: "worklog", body: worklog })]);
  });

  test("filters the list by form", async () => {
    await postAsBrowser("/contact", JSON.stringify(contact));
    await postAsBrowser("/playbook", JSON.stringify({ fullName: "Grace Hopper" }));

    expect(await listed("?form=playbook")).toEqual([
      expect.objectContaining({ form: "playbook", body: { fullName: "Grace Hopper" } }),
    ]);
    expect(inbox.submissions("contact")).toEqual([expect.objectContaining({ body: contact })]);
  });

  test("refuses a body that is not JSON and stores nothing", async () => {
    const response = await postAsBrowser("/contact", "name=Ada&email=ada@example.com");

    expect(response.status).toBe(400);
    expect(await listed()).toEqual([]);
  });

  test("answers 404 for a form it does not know", async () => {
    const response = await postAsBrowser("/quote", JSON.stringify(contact));

    expect(response.status).toBe(404);
    expect(await listed()).toEqual([]);
  });

  test("answers a CORS preflight with 204 and permissive headers", async () => {
    const response = await fetch(`${inbox.url}/report`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:5173",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });

    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
    expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("content-type");
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
