import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { RELAY_SECRET_HEADER } from "@grand-river/webhooks";
import { uniqueTag } from "../e2e/forms/form-helpers";
import { mailsIn } from "./mail-sink";
import { ownerSession } from "./n8n-server";
import { check, provision } from "./setup";
import { receiversState, webhookAddresses } from "./state";

/**
 * Relay mode's n8n: provisioned with LEADS_RELAY_SECRET, each webhook takes only the posts that
 * carry it, as the site's relay sends them. The other files post straight to n8n as the browser
 * does, so this one provisions the secret before its tests and provisions without it after.
 */
test.describe.configure({ mode: "serial" });

const TABLE = "Grand River leads";
const SECRET = "receivers-relay-secret";
const state = receiversState();
const contactUrl = `${state.n8n.url}/webhook/grand-river-contact`;
const rows = async () => (await ownerSession(state.n8n.url, state.n8n.owner)).rows(TABLE);
const mailsWith = (text: string) => mailsIn(state.mailFile).filter((mail) => mail.text.includes(text));

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

test.beforeAll(() => {
  const withSecret = path.join(state.folder, "n8n-relay.env");
  writeFileSync(withSecret, `${readFileSync(state.envFile, "utf8")}LEADS_RELAY_SECRET=${SECRET}\n`);
  const run = provision(withSecret);
  if (run.code !== 0 || !run.output.includes(`the relay's secret (${RELAY_SECRET_HEADER}): created`)) {
    throw new Error(`provisioning with the relay's secret failed:\n${run.output}`);
  }
});

test.afterAll(() => {
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
