import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import {
  PROOF_HEADER,
  RELAY_CHALLENGE_PATH,
  RELAY_LEDGER_PATH,
  RELAY_PATH,
  RELAY_SECRET_HEADER,
  RELAY_SECRET_KEY,
  SUBMISSION_ID_RULE,
  WEBHOOK_FORMS,
  type WebhookForm,
} from "@grand-river/webhooks";
import { solveProof } from "@grand-river/relay/testing";
import { uniqueTag } from "../e2e/forms/form-helpers";
import { SITE_WRANGLER_CONFIG, wranglerDev, wranglerEnv } from "../hosts/cloudflare";
import { startHost, type RunningHost } from "../hosts/servers";
import { journeys, open } from "./journeys";
import { mailsIn } from "./mail-sink";
import { ownerSession } from "./n8n-server";
import { check, provision, resend } from "./setup";
import { PORTS, RELAY_BUILD, receiversState, webhookAddresses } from "./state";

/**
 * Relay mode against the real n8n: provisioned with LEADS_RELAY_SECRET, each webhook takes only
 * the posts that carry it, as the site's relay sends them; the site built in relay mode is served
 * by its Worker under `wrangler dev` (workerd, its Queue and rate limit simulated), which hands
 * each lead to n8n's webhooks with the secret. The other files post straight to n8n as the browser
 * does, so this one provisions the secret before its tests and provisions without it after.
 */
test.describe.configure({ mode: "serial" });

const TABLE = "Grand River leads";
const SECRET = "receivers-relay-secret";
const state = receiversState();
const contactUrl = `${state.n8n.url}/webhook/grand-river-contact`;
const site = `http://127.0.0.1:${PORTS.site.relay}`;
const rows = async () => (await ownerSession(state.n8n.url, state.n8n.login)).rows(TABLE);
const rowsOf = async (submission: string | null) => (await rows()).filter((row) => row.submission === submission);
const mailsWith = (text: string) => mailsIn(state.mailFile).filter((mail) => mail.text.includes(text));
let worker: RunningHost | undefined;

/** A contact lead's body, as the relay delivers it, carrying `tag`. */
const contactBody = (tag: string) =>
  JSON.stringify({
    name: `Ada ${tag}`,
    email: `ada.${tag}@example.com`,
    phone: "",
    message: `Reference ${tag}.`,
    timestamp: new Date().toISOString(),
  });

/** Posts a lead to the contact webhook with `?submission=id` and `headers`, as the relay's delivery does. */
const post = (id: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${contactUrl}?submission=${encodeURIComponent(id)}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
  });

test.beforeAll(async () => {
  const withSecret = path.join(state.folder, "n8n-relay.env");
  writeFileSync(withSecret, `${readFileSync(state.envFile, "utf8")}${RELAY_SECRET_KEY}=${SECRET}\n`);
  const run = provision(withSecret);
  if (run.code !== 0 || !run.output.includes(`the relay's secret (${RELAY_SECRET_HEADER}): created`)) {
    throw new Error(`provisioning with the relay's secret failed:\n${run.output}`);
  }
  worker = await startWorker(SECRET);
});

/**
 * The Worker as docs/deploying.md sets it up: n8n's addresses, `secret` and a proof key; the first
 * wait before a lead is tried again is 1 s rather than 30 s, so the tests wait less.
 */
async function startWorker(
  secret: string,
  { config, persistTo = path.join(state.folder, "wrangler") } = {} as {
    config?: string;
    persistTo?: string;
  },
) {
  const { command, args } = wranglerDev(
    `${RELAY_BUILD}/client`,
    PORTS.site.relay,
    {
      ...webhookAddresses(state.first),
      [RELAY_SECRET_KEY]: secret,
      LEADS_PROOF_KEY: "receivers-proof-key",
      LEADS_FIRST_WAIT_SECONDS: "1",
    },
    { persistTo, ...(config ? { config } : {}) },
  );
  return startHost(command, args, `${site}/`, { env: wranglerEnv });
}

/**
 * The site's wrangler.jsonc with its Queue giving a lead two tries rather than 25 (about 18 hours),
 * so a lead reaches the dead-letter queue within the test; the rest is the Worker as deployed.
 */
function wranglerConfigWithTwoTries() {
  const text = readFileSync(SITE_WRANGLER_CONFIG, "utf8");
  const changed = text
    .replace(
      '"main": "worker.ts"',
      `"main": ${JSON.stringify(path.join(path.dirname(SITE_WRANGLER_CONFIG), "worker.ts"))}`,
    )
    .replace(/"\$schema": "[^"]*",/, "")
    .replace('"max_retries": 24', '"max_retries": 1');
  if (
    (changed.match(/"max_retries": 1,/g) ?? []).length !== 1 ||
    !changed.includes(path.dirname(SITE_WRANGLER_CONFIG))
  ) {
    throw new Error("wrangler.jsonc no longer reads as this test expects: its main and the leads queue's max_retries");
  }
  const file = path.join(state.folder, "wrangler-two-tries.jsonc");
  writeFileSync(file, changed);
  return file;
}

test.afterAll(async () => {
  await worker?.stop();
  const run = provision(state.envFile);
  if (run.code !== 0) throw new Error(`provisioning without the relay's secret failed:\n${run.output}`);
});

test("a post without the relay's secret gets 403 and keeps nothing; one with it is kept once and e-mailed once", async () => {
  const tag = uniqueTag();
  const refused = `no-secret-${tag}`;
  const before = (await rows()).length;

  expect((await post(refused, contactBody(tag))).status).toBe(403);
  expect((await post(refused, contactBody(tag), { [RELAY_SECRET_HEADER]: "a guess" })).status).toBe(403);
  expect((await rows()).length).toBe(before);

  const relayed = `relayed-${tag}`;
  const answer = await post(relayed, contactBody(tag), { [RELAY_SECRET_HEADER]: SECRET });

  expect(answer.status).toBe(200);
  await expect.poll(async () => (await rows()).filter((row) => row.submission === relayed)).toHaveLength(1);
  await expect.poll(() => mailsWith(tag)).toHaveLength(1);
  expect((await rows()).filter((row) => row.submission === refused)).toEqual([]);
  expect((await rows()).length).toBe(before + 1);
});

test("the hourly check in relay mode sends the secret, and n8n answers its probes", () => {
  const addresses = webhookAddresses(state.first);

  const run = check(undefined, addresses, { VITE_WEBHOOK_MODE: "relay", LEADS_RELAY_SECRET: SECRET });

  expect(run.code, run.output).toBe(0);
  expect(run.output).toContain("5 ok, 0 with a warning, 0 failed.");
  const refused = check(undefined, addresses, { VITE_WEBHOOK_MODE: "relay", LEADS_RELAY_SECRET: "a guess" });
  expect(refused.code, refused.output).toBe(1);
  expect(refused.output).toContain("0 ok, 0 with a warning, 5 failed.");
});

test("a submission id n8n would refuse is refused by the Worker with 422 and n8n's words, and n8n refuses it the same", async () => {
  const id = "two words";
  const proof = await solveProof(await fetch(`${site}${RELAY_CHALLENGE_PATH}`));
  const relayed = await fetch(`${site}${RELAY_PATH}/contact?submission=${encodeURIComponent(id)}`, {
    method: "POST",
    headers: { Origin: site, "Content-Type": "text/plain;charset=UTF-8", [PROOF_HEADER]: proof },
    body: contactBody(uniqueTag()),
  });
  const direct = await post(id, contactBody(uniqueTag()), { [RELAY_SECRET_HEADER]: SECRET });

  expect([relayed.status, await relayed.text()]).toEqual([422, SUBMISSION_ID_RULE]);
  expect([direct.status, await direct.text()]).toEqual([400, SUBMISSION_ID_RULE]);
});

test("with the Worker's secret different from n8n's, the check through the site fails naming the relay", async () => {
  test.setTimeout(180_000);
  const relayCheck = () =>
    check(site, webhookAddresses(state.first), { VITE_WEBHOOK_MODE: "relay", LEADS_RELAY_SECRET: SECRET }, [
      "--relay-wait",
      "60",
    ]);
  const agreed = relayCheck();
  expect(agreed.output).toContain(`The site's relay at ${site}/api/leads: ok`);
  await worker?.stop();
  worker = await startWorker("another-secret");
  try {
    const differs = relayCheck();
    expect(differs.code, differs.output).toBe(1);
    expect(differs.output).toContain("5 ok, 0 with a warning, 0 failed.");
    expect(differs.output).toContain(
      `- relay: ${site}/api/leads/ledger refused LEADS_RELAY_SECRET (403): the site's relay has another secret.`,
    );
  } finally {
    await worker.stop();
    worker = await startWorker(SECRET);
  }
});

/** The workflow called `name`, through n8n's public API, as a maintainer's script would reach it. */
async function workflowApi(name: string, action: "activate" | "deactivate") {
  const api = (pathname: string, init: RequestInit = {}) =>
    fetch(`${state.n8n.url}/api/v1${pathname}`, { ...init, headers: { "X-N8N-API-KEY": state.n8n.apiKey } });
  const list = (await (await api(`/workflows?name=${encodeURIComponent(name)}`)).json()) as { data: { id: string }[] };
  const id = list.data[0]?.id;
  if (!id) throw new Error(`n8n has no workflow called "${name}"`);
  const answer = await api(`/workflows/${id}/${action}`, { method: "POST" });
  if (!answer.ok) throw new Error(`${action} "${name}" answered ${answer.status}: ${await answer.text()}`);
}

/** What the Worker logged of its tries at delivering `submission` that n8n did not take. */
const refusedTries = (submission: string) =>
  (worker?.output() ?? "")
    .split("\n")
    .filter((line) => line.includes(`Lead ${submission} `) && line.includes("not delivered"));

/** Sends `form` from the relay-mode site as a visitor does; resolves with the post's id and body once the visitor sees it sent. */
async function sendAsVisitor(page: Page, form: WebhookForm, tag: string) {
  await open(page, site, form);
  await journeys[form].fill(page, tag);
  const posted = page.waitForRequest(
    (request) => request.method() === "POST" && new URL(request.url()).pathname === `${RELAY_PATH}/${form}`,
  );
  await journeys[form].send(page);
  const request = await posted;
  await journeys[form].sent(page);
  return {
    submission: new URL(request.url()).searchParams.get("submission"),
    body: JSON.parse(request.postData() ?? "") as Record<string, unknown>,
  };
}

for (const form of WEBHOOK_FORMS) {
  test(`a ${form} lead sent through the site's Worker is kept by n8n as one row and e-mailed once`, async ({
    page,
  }) => {
    const tag = uniqueTag();

    const { submission, body } = await sendAsVisitor(page, form, tag);

    await expect.poll(() => rowsOf(submission)).toHaveLength(1);
    const [row] = await rowsOf(submission);
    for (const [field, value] of Object.entries(body)) {
      expect(row?.[field], field).toEqual(Array.isArray(value) ? JSON.stringify(value) : value);
    }
    await expect.poll(() => mailsWith(tag)).toHaveLength(1);
    expect(await rowsOf(submission)).toHaveLength(1);
  });
}

test("with n8n's lead workflow stopped, the visitor is told it was sent, and once it is back the lead is one row and one e-mail", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  // Deactivated, its webhook is gone from n8n (404), as when the agency switches it off or n8n is mid-deploy.
  await workflowApi("Grand River: contact form", "deactivate");
  let submission: string | null = null;
  try {
    ({ submission } = await sendAsVisitor(page, "contact", tag));
    await expect.poll(() => refusedTries(submission ?? "").length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    expect(await rowsOf(submission)).toEqual([]);
  } finally {
    await workflowApi("Grand River: contact form", "activate");
  }

  await expect.poll(() => rowsOf(submission), { timeout: 120_000 }).toHaveLength(1);
  await expect.poll(() => mailsWith(tag)).toHaveLength(1);
  expect(await rowsOf(submission)).toHaveLength(1);
});

test("a lead whose every try fails is kept as a dead letter with its body, the check names it, and resend delivers it once n8n is right", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const relaySettings = { VITE_WEBHOOK_MODE: "relay", VITE_SITE_ORIGIN: site, [RELAY_SECRET_KEY]: SECRET };
  const ledger = async () =>
    (await (await fetch(`${site}${RELAY_LEDGER_PATH}`, { headers: { [RELAY_SECRET_HEADER]: SECRET } })).json()) as {
      deadLetters: { lead: { submissionId: string; body: string }; reason: string }[];
    };
  await worker?.stop();
  worker = await startWorker(SECRET, {
    config: wranglerConfigWithTwoTries(),
    persistTo: path.join(state.folder, "wrangler-two-tries"),
  });
  let submission: string | null = null;
  try {
    await workflowApi("Grand River: contact form", "deactivate");
    try {
      ({ submission } = await sendAsVisitor(page, "contact", tag));
      await expect
        .poll(async () => (await ledger()).deadLetters.map((each) => each.lead.submissionId), { timeout: 90_000 })
        .toEqual([submission]);
    } finally {
      await workflowApi("Grand River: contact form", "activate");
    }
    const [dead] = (await ledger()).deadLetters;
    expect(dead?.lead.body).toContain(`Reference ${tag}.`);
    expect(dead?.reason).toBe("not delivered after its last try: the receiver last answered 404");
    expect(await rowsOf(submission)).toEqual([]);

    const named = check(site, webhookAddresses(state.first), relaySettings, ["--relay-wait", "60"]);
    expect(named.code, named.output).toBe(1);
    expect(named.output).toContain(`- relay: lead ${submission} (contact form, taken `);
    expect(named.output).toContain(
      "was given up and is kept as a dead letter: not delivered after its last try: the receiver last answered 404. Once the receiver is right, grand-river-webhooks resend sends it back.",
    );

    const sent = resend(relaySettings);

    expect(sent.code, sent.output).toBe(0);
    expect(sent.output).toContain(`The relay's dead letters: 1 put back on its queue (${submission})`);
    await expect.poll(() => rowsOf(submission), { timeout: 60_000 }).toHaveLength(1);
    await expect.poll(() => mailsWith(tag)).toHaveLength(1);
    expect((await ledger()).deadLetters).toEqual([]);
    const after = check(site, webhookAddresses(state.first), relaySettings, [
      "--relay-wait",
      "60",
      "--failed-since",
      new Date().toISOString(),
    ]);
    expect(after.code, after.output).toBe(0);
  } finally {
    await worker.stop();
    worker = await startWorker(SECRET);
  }
});

test("100 leads posted to the Worker 10 at a time are 100 rows and 100 e-mails, and n8n never answers 5xx", async () => {
  test.setTimeout(360_000);
  const tag = uniqueTag();
  const ids = Array.from({ length: 100 }, (_, index) => `relay-burst-${tag}-${index}`);
  const queue = [...ids];
  const statuses: number[] = [];
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        // A proof carries one lead.
        const proof = await solveProof(await fetch(`${site}${RELAY_CHALLENGE_PATH}`));
        const answer = await fetch(`${site}${RELAY_PATH}/contact?submission=${id}`, {
          method: "POST",
          // Each lead from an address of its own: the rate limit (20 a minute) is the visitor's, not the burst's.
          headers: {
            Origin: site,
            "Content-Type": "text/plain;charset=UTF-8",
            [PROOF_HEADER]: proof,
            "CF-Connecting-IP": `198.51.100.${ids.indexOf(id)}`,
          },
          body: contactBody(id),
        });
        statuses.push(answer.status);
      }
    }),
  );
  expect(statuses).toEqual(Array<number>(100).fill(202));

  const kept = async () => (await rows()).filter((row) => String(row.submission).startsWith(`relay-burst-${tag}-`));
  await expect.poll(async () => (await kept()).length, { timeout: 300_000 }).toBe(100);
  expect(new Set((await kept()).map((row) => row.submission)).size).toBe(100);
  await expect.poll(() => mailsWith(`relay-burst-${tag}-`).length, { timeout: 60_000 }).toBe(100);
  // The Worker logs every try n8n did not take, with n8n's status.
  expect(ids.flatMap(refusedTries).filter((line) => /answered 5\d\d/.test(line))).toEqual([]);
});
