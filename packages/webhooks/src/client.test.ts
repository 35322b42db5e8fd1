import { afterEach, describe, expect, test, vi } from "vitest";
import { createWebhookClient, KEEPALIVE_BODY_LIMIT, postWebhook, WebhookError } from "./client.js";
import { byForm, type WebhookUrls } from "./forms.js";
import type { ContactPayload, NewsletterPayload, PlaybookPayload, ReportPayload, WorklogPayload } from "./payloads.js";

const urls: WebhookUrls = byForm((form) => `https://hooks.example.test/catch/${form}`);

const newsletter: NewsletterPayload = {
  email: "ada@example.com",
  timestamp: "2025-03-10T14:05:00.000Z",
  source: "newsletter-section",
};
const report: ReportPayload = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines LLC",
  website: "https://engines.example.com",
  businessSpecialization: "Mechanical computing",
  challenges: "Too many punch cards",
  notes: "",
  newsletter: true,
  timestamp: "2025-03-10T14:05:00.000Z",
  source: "ai_report_page",
};
const playbook: PlaybookPayload = {
  fullName: "Grace Hopper",
  businessName: "Cobol Consulting",
  businessWebsite: "",
  industry: "Software",
  teamSize: "small",
  painPoint: "Invoices take hours",
  aiFamiliarity: 3,
  apps: ["gmail", "google-calendar"],
  aiQuestion: "",
  email: "grace@example.com",
};
const contact: ContactPayload = {
  name: "Katherine Johnson",
  email: "kj@example.com",
  phone: "",
  message: "Can you automate our intake?",
  timestamp: "2025-03-10T14:05:00.000Z",
};
const worklog: WorklogPayload = {
  date: "2025-03-10",
  dayOfWeek: "Monday",
  clientName: "Acme Storage",
  worker: "Other",
  startTime: "09:00",
  endTime: "17:30",
  breakTime: 30,
  hourlyRate: 25.5,
  workDescription: "Built the intake automation",
  totalTime: "8h 0m",
  netPay: "204.00",
  timestamp: "2025-03-10T22:00:00.000Z",
};

/** A fetch that resolves with an opaque response, as a browser does for a no-cors POST. */
function opaqueFetch() {
  return vi.fn<typeof fetch>(async () => new Response(null, { status: 200 }));
}

function sentRequest(fetchMock: ReturnType<typeof opaqueFetch>) {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return {
    url,
    method: init?.method,
    mode: init?.mode,
    headers: init?.headers,
    keepalive: init?.keepalive,
    body: JSON.parse(init?.body as string) as unknown,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("createWebhookClient", () => {
  const calls = [
    { call: "newsletter", url: urls.newsletter, body: newsletter },
    { call: "report", url: urls.report, body: report },
    { call: "playbook", url: urls.playbook, body: playbook },
    { call: "contact", url: urls.contact, body: contact },
    { call: "worklog", url: urls.worklog, body: worklog },
  ] as const;

  test.each(calls)(
    "$call posts its exact JSON body to its own webhook in no-cors mode",
    async ({ call, url, body }) => {
      const fetchMock = opaqueFetch();
      const client = createWebhookClient(urls, { fetch: fetchMock });

      await expect((client[call] as (body: unknown) => Promise<void>)(body)).resolves.toBeUndefined();

      expect(sentRequest(fetchMock)).toEqual({
        url,
        method: "POST",
        mode: "no-cors",
        headers: { "Content-Type": "application/json" },
        keepalive: true,
        body,
      });
    },
  );

  test("a network failure rejects with a WebhookError that names the reason", async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    const client = createWebhookClient(urls, { fetch: offline });

    const failure = await client.contact(contact).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(WebhookError);
    expect(failure).toMatchObject({
      name: "WebhookError",
      reason: "network",
      url: urls.contact,
      message: `The webhook at ${urls.contact} could not be reached.`,
    });
    expect((failure as WebhookError).cause).toBeInstanceOf(TypeError);
  });
});

describe("postWebhook", () => {
  test("succeeds without reading the response, since a no-cors response is opaque", async () => {
    const response = new Response("unreadable", { status: 200 });
    const text = vi.spyOn(response, "text");
    const json = vi.spyOn(response, "json");

    await postWebhook(urls.contact, contact, { fetch: async () => response });

    expect(text).not.toHaveBeenCalled();
    expect(json).not.toHaveBeenCalled();
  });

  test("uses the global fetch when none is passed", async () => {
    const fetchMock = opaqueFetch();
    vi.stubGlobal("fetch", fetchMock);
    try {
      await postWebhook(urls.newsletter, newsletter);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(sentRequest(fetchMock).body).toEqual(newsletter);
  });

  test("gives up after 10 seconds by default, aborting the request", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    // A fetch that never settles and ignores its signal: the timeout alone must end the call.
    const hanging = vi.fn<typeof fetch>((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    let settled = false;
    const call = postWebhook(urls.worklog, worklog, { fetch: hanging }).finally(() => {
      settled = true;
    });
    const outcome = call.catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    expect(signal?.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    const failure = await outcome;
    expect(failure).toBeInstanceOf(WebhookError);
    expect(failure).toMatchObject({
      reason: "timeout",
      url: urls.worklog,
      message: `The webhook at ${urls.worklog} did not answer in time.`,
    });
    expect(signal?.aborted).toBe(true);
  });

  test("honours a shorter timeout", async () => {
    vi.useFakeTimers();
    const hanging = vi.fn<typeof fetch>(() => new Promise<Response>(() => {}));
    const outcome = postWebhook(urls.report, report, { fetch: hanging, timeoutMs: 500 }).catch(
      (error: unknown) => error,
    );

    await vi.advanceTimersByTimeAsync(500);

    expect(await outcome).toMatchObject({ name: "WebhookError", reason: "timeout" });
  });

  test("a caller's abort signal cancels the call", async () => {
    const caller = new AbortController();
    const hanging = vi.fn<typeof fetch>(() => new Promise<Response>(() => {}));
    const outcome = postWebhook(urls.playbook, playbook, { fetch: hanging, signal: caller.signal }).catch(
      (error: unknown) => error,
    );

    caller.abort();

    expect(await outcome).toMatchObject({
      name: "WebhookError",
      reason: "aborted",
      message: `The call to the webhook at ${urls.playbook} was cancelled.`,
    });
  });

  test("an already aborted signal sends nothing", async () => {
    const fetchMock = opaqueFetch();
    const failure = await postWebhook(urls.playbook, playbook, {
      fetch: fetchMock,
      signal: AbortSignal.abort(),
    }).catch((error: unknown) => error);

    expect(failure).toMatchObject({ name: "WebhookError", reason: "aborted" });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("one submission, one id", () => {
  test("the id rides on the address as ?submission=, and the body stays exactly the spec's", async () => {
    const fetchMock = opaqueFetch();
    await postWebhook(urls.contact, contact, { fetch: fetchMock, submissionId: "5f0c6b2e-1" });

    const sent = sentRequest(fetchMock);
    expect(sent.url).toBe("https://hooks.example.test/catch/contact?submission=5f0c6b2e-1");
    expect(sent.body).toEqual(contact);
  });

  test("an address with a query of its own keeps it", async () => {
    const fetchMock = opaqueFetch();
    await postWebhook("https://hook.test/c?token=abc", contact, { fetch: fetchMock, submissionId: "id 1" });
    expect(sentRequest(fetchMock).url).toBe("https://hook.test/c?token=abc&submission=id+1");
  });

  test("the client passes each call's id through", async () => {
    const fetchMock = opaqueFetch();
    await createWebhookClient(urls, { fetch: fetchMock }).worklog(worklog, { submissionId: "w-7" });
    expect(sentRequest(fetchMock).url).toBe(`${urls.worklog}?submission=w-7`);
  });

  test("without an id the address is used as given", async () => {
    const fetchMock = opaqueFetch();
    await postWebhook(urls.contact, contact, { fetch: fetchMock });
    expect(sentRequest(fetchMock).url).toBe(urls.contact);
  });
});

describe("keepalive, so leaving the page does not cancel a send", () => {
  const bodyBytes = (payload: unknown) => new TextEncoder().encode(JSON.stringify(payload)).byteLength;
  /** A contact body of exactly `bytes` bytes of JSON. */
  function contactOfSize(bytes: number): ContactPayload {
    const base = { ...contact, message: "" };
    return { ...base, message: "x".repeat(bytes - bodyBytes(base)) };
  }

  test("a body of up to 64 KB is sent with keepalive", async () => {
    const fetchMock = opaqueFetch();
    const body = contactOfSize(KEEPALIVE_BODY_LIMIT);
    expect(bodyBytes(body)).toBe(65_536);
    await postWebhook(urls.contact, body, { fetch: fetchMock });
    expect(sentRequest(fetchMock).keepalive).toBe(true);
  });

  test("a larger body is still sent, without keepalive, which the browser would refuse", async () => {
    const fetchMock = opaqueFetch();
    await postWebhook(urls.contact, contactOfSize(KEEPALIVE_BODY_LIMIT + 1), { fetch: fetchMock });
    expect(sentRequest(fetchMock).keepalive).toBe(false);
  });

  test("bytes, not characters, count: 30 000 characters of é are 60 000 bytes", async () => {
    const fetchMock = opaqueFetch();
    await postWebhook(urls.contact, { ...contact, message: "é".repeat(33_000) }, { fetch: fetchMock });
    expect(sentRequest(fetchMock).keepalive).toBe(false);
  });
});

describe("cors mode: the reply is read", () => {
  const replying = (status: number, body: string | null = null) =>
    vi.fn<typeof fetch>(async () => new Response(body, { status }));

  test("posts text/plain, which needs no preflight, with the same body", async () => {
    const fetchMock = replying(200);
    await postWebhook(urls.contact, contact, { fetch: fetchMock, mode: "cors" });
    expect(sentRequest(fetchMock)).toMatchObject({
      mode: "cors",
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
      body: contact,
    });
  });

  test.each([200, 201, 202, 204])("%i is success, whatever the body", async (status) => {
    await expect(
      postWebhook(urls.contact, contact, { fetch: replying(status, status === 204 ? null : "not json"), mode: "cors" }),
    ).resolves.toBeUndefined();
  });

  test.each([400, 404, 409, 429, 500, 503])("%i rejects with the status", async (status) => {
    const failure = await postWebhook(urls.contact, contact, { fetch: replying(status), mode: "cors" }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(WebhookError);
    expect(failure).toMatchObject({ reason: "status", status, url: urls.contact });
    expect((failure as Error).message).toBe(`The webhook at ${urls.contact} answered ${String(status)}, not 2xx.`);
  });

  test("in no-cors mode the same 500 cannot be seen, so it is not a failure", async () => {
    await expect(postWebhook(urls.contact, contact, { fetch: replying(500) })).resolves.toBeUndefined();
  });

  test("the client's mode applies to every call", async () => {
    const client = createWebhookClient(urls, { fetch: replying(404), mode: "cors" });
    await expect(client.newsletter(newsletter)).rejects.toMatchObject({ reason: "status", status: 404 });
  });
});

describe("relay mode: the site's own endpoint, with the relay's proof", () => {
  const page = "https://grandriver.example/contact";
  const endpoint = "/api/leads/contact";
  const answering = (status: number) => vi.fn<typeof fetch>(async () => new Response(null, { status }));

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test("gets the proof for the full address, then posts the spec's body same-origin with the proof in its header", async () => {
    vi.stubGlobal("location", new URL(page));
    const fetchMock = answering(202);
    const proof = vi.fn(async () => "solved-challenge");

    await postWebhook(endpoint, contact, { fetch: fetchMock, mode: "relay", proof, submissionId: "id-1" });

    const address = "https://grandriver.example/api/leads/contact?submission=id-1";
    expect(proof).toHaveBeenCalledWith(address, expect.any(Function), expect.any(AbortSignal));
    expect(sentRequest(fetchMock)).toStrictEqual({
      url: address,
      method: "POST",
      mode: "same-origin",
      headers: { "Content-Type": "application/json", "X-Altcha": "solved-challenge" },
      keepalive: true,
      body: contact,
    });
  });

  test("without a proof to give, posts with no proof header, and an address with no id stays without one", async () => {
    vi.stubGlobal("location", new URL(page));
    const fetchMock = answering(202);

    await postWebhook(endpoint, contact, { fetch: fetchMock, mode: "relay" });

    expect(sentRequest(fetchMock)).toMatchObject({
      url: "https://grandriver.example/api/leads/contact",
      headers: { "Content-Type": "application/json" },
    });
  });

  test("reads the relay's answer: a refusal rejects with its status", async () => {
    vi.stubGlobal("location", new URL(page));
    const proof = vi.fn(async () => "solved-challenge");

    const failure = await postWebhook(endpoint, contact, { fetch: answering(429), mode: "relay", proof }).catch(
      (error: unknown) => error,
    );

    expect(failure).toMatchObject({ reason: "status", status: 429 });
  });

  test("the proof is never asked for outside relay mode", async () => {
    const proof = vi.fn(async () => "solved-challenge");

    await postWebhook(urls.contact, contact, { fetch: opaqueFetch(), mode: "no-cors", proof });

    expect(proof).not.toHaveBeenCalled();
  });
});
