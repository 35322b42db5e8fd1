import { expect, test, type Request } from "@playwright/test";
import { WEBHOOK_FORMS, type WebhookForm } from "@grand-river/webhooks";
import { uniqueTag } from "../e2e/forms/form-helpers";
import { journeys, open } from "./journeys";
import { mailsIn } from "./mail-sink";
import { ownerSession } from "./n8n-server";
import { check, provision } from "./setup";
import { PORTS, modes, receiversState, webhookAddresses, type Mode } from "./state";

/**
 * Every lead reaches a person: each form, sent from the built site in Chromium in both modes to a
 * real n8n set up by `grand-river-webhooks provision`, is kept as one row of the leads table and
 * announced by one e-mail; a repeat, a probe and an oversized body are not; a broken step reaches
 * the visitor as an error (cors mode) and the agency as an alert carrying the lead.
 */
test.describe.configure({ mode: "serial" });

const TABLE = "Grand River leads";
const state = receiversState();
const siteOf = (mode: Mode) => `http://127.0.0.1:${PORTS.site[mode]}`;
const owner = () => ownerSession(state.n8n.url, state.n8n.login);
const rowsOf = async (form: WebhookForm) => (await (await owner()).rows(TABLE)).filter((row) => row.form === form);
const mails = () => mailsIn(state.mailFile);
const publicApi = (pathname: string) =>
  fetch(`${state.n8n.url}/api/v1${pathname}`, { headers: { "X-N8N-API-KEY": state.n8n.apiKey } });

/** Captures the post the page sends to `form`'s webhook: its body and address, as n8n receives them. */
function postOf(page: import("@playwright/test").Page, form: WebhookForm) {
  return page.waitForRequest(
    (request: Request) =>
      request.method() === "POST" && new URL(request.url()).pathname === `/webhook/grand-river-${form}`,
  );
}

test("a second provisioning run changes nothing", async () => {
  const versions = async () => {
    const { data } = (await (await publicApi("/workflows?limit=50")).json()) as {
      data: { name: string; versionId: string; active: boolean }[];
    };
    return data
      .map(({ name, versionId, active }) => ({ name, versionId, active }))
      .sort((a, b) => a.name.localeCompare(b.name));
  };
  const before = await versions();

  const again = provision(state.envFile);

  expect(again.code, again.output).toBe(0);
  expect(again.output).toContain("Nothing changed: n8n was already set up this way.");
  expect(await versions()).toEqual(before);
  // Active are exactly the workflows the first run said it activated (the five forms', the resend's).
  const activated = [...state.first.matchAll(/the workflow "([^"]+)": created, activated$/gm)].map((match) => match[1]);
  expect(activated.length).toBeGreaterThan(0);
  expect(before.filter((workflow) => workflow.active).map((workflow) => workflow.name)).toEqual(activated.sort());
  expect(state.first).toMatch(/the data table "Grand River leads": created/);
});

for (const mode of modes) {
  for (const form of WEBHOOK_FORMS) {
    test(`a ${form} lead sent in ${mode} mode is kept as one row and e-mailed once; its replay neither`, async ({
      page,
    }) => {
      const tag = uniqueTag();
      const journey = journeys[form];
      await open(page, siteOf(mode), form);
      await journey.fill(page, tag);
      const posted = postOf(page, form);
      const mailsBefore = mails().length;
      await journey.send(page);
      const request = await posted;
      await journey.sent(page);

      const body = JSON.parse(request.postData() ?? "") as Record<string, unknown>;
      const submission = new URL(request.url()).searchParams.get("submission");
      await expect
        .poll(async () => (await rowsOf(form)).filter((row) => row.submission === submission))
        .toHaveLength(1);
      const [row] = (await rowsOf(form)).filter((each) => each.submission === submission);
      for (const [field, value] of Object.entries(body)) {
        expect(row?.[field], field).toEqual(Array.isArray(value) ? JSON.stringify(value) : value);
      }
      await expect
        .poll(() =>
          mails()
            .slice(mailsBefore)
            .filter((mail) => mail.text.includes(tag)),
        )
        .toHaveLength(1);
      const mail = mails()
        .slice(mailsBefore)
        .find((each) => each.text.includes(tag));
      expect(mail?.to).toBe("hello@agency.example");
      expect(mail?.subject).toMatch(new RegExp(`^New lead from the ${form} form`));
      expect(mail?.replyTo).toBe(typeof body.email === "string" ? body.email : "");

      // The visitor's retry, or a double post: the same id again.
      const beforeReplay = mails().length;
      const replay = await fetch(request.url(), {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: request.postData() ?? "",
      });
      expect(replay.status).toBe(200);
      // Its answer is the repeat's last step ("Answer the repeat"): nothing can follow it.
      expect((await rowsOf(form)).filter((each) => each.submission === submission)).toHaveLength(1);
      expect(mails()).toHaveLength(beforeReplay);
      expect(mails().filter((each) => each.text.includes(tag))).toHaveLength(1);
    });
  }
}

test("the check's probes are answered as leads, and leave no row and no e-mail", async () => {
  const rows = (await (await owner()).rows(TABLE)).length;
  const mailCount = mails().length;

  const run = check(state.origin, webhookAddresses(state.first));

  expect(run.code, run.output).toBe(0);
  expect(run.output).toContain("5 ok, 0 with a warning, 0 failed.");
  // Each probe's answer is its run's last step ("Answer the probe"): nothing can follow it.
  expect((await (await owner()).rows(TABLE)).length).toBe(rows);
  expect(mails()).toHaveLength(mailCount);
});

test("a body over 64 KB is refused with 413 whatever its content type, and nothing is kept", async () => {
  const rows = (await (await owner()).rows(TABLE)).length;
  const big = JSON.stringify({
    name: "x".repeat(1024 * 1024),
    email: "big@example.com",
    phone: "",
    message: "m",
    timestamp: new Date().toISOString(),
  });
  for (const type of ["application/json", "text/plain;charset=UTF-8", "application/octet-stream"]) {
    const answer = await fetch(`${state.n8n.url}/webhook/grand-river-contact?submission=big-${uniqueTag()}`, {
      method: "POST",
      headers: { "Content-Type": type },
      body: big,
    });
    expect(answer.status, type).toBe(413);
  }
  expect((await (await owner()).rows(TABLE)).length).toBe(rows);
});

test("when storing fails, the visitor sees the error and keeps the draft, and the agency gets an alert with the lead", async ({
  page,
}) => {
  const tag = uniqueTag();
  await (await owner()).deleteTable(TABLE);
  const mailCount = mails().length;
  await open(page, siteOf("cors"), "contact");
  await journeys.contact.fill(page, tag);
  await journeys.contact.send(page);

  await expect(page.getByRole("alert")).toContainText("Failed to send message. Please try again.");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(`Please call back.\nReference ${tag}.`);
  // This lead's alert, once: the resend workflow, scheduled, may also fail on the missing table meanwhile.
  const alertsOfLead = () =>
    mails()
      .slice(mailCount)
      .filter((mail) => mail.text.includes(`Reference ${tag}.`));
  await expect.poll(alertsOfLead).toHaveLength(1);
  const [alert] = alertsOfLead();
  expect(alert?.subject).toBe('A lead workflow failed: the contact form, at "Seen before?"');
  // By looking: the table is gone, so no row of it can hold the lead.
  expect(alert?.text).toContain("The visitor was answered 500. The lead is not kept: the table could not be read");
  expect(alert?.text).toContain(`Email: dorothy.${tag}@example.com`);
  expect(alert?.text).toContain(`Reference ${tag}.`);
  // The hourly check names the table the workflows lost (its probes then raise alerts of their own).
  const named = check(state.origin, webhookAddresses(state.first), {
    N8N_URL: state.n8n.url,
    N8N_API_KEY: state.n8n.apiKey,
    N8N_OWNER_EMAIL: state.n8n.owner.email,
    N8N_OWNER_PASSWORD: state.n8n.owner.password,
  });
  expect(named.code, named.output).toBe(1);
  expect(named.output).toMatch(
    /^The leads table: the lead workflows write to the table with id \w+, which n8n no longer has, so every lead is answered 500 and kept nowhere\./m,
  );

  // Provisioning again makes the table anew; the visitor's retry is then kept.
  const repaired = provision(state.envFile);
  expect(repaired.output).toContain('the data table "Grand River leads": created');
  await journeys.contact.send(page);
  await journeys.contact.sent(page);
  await expect
    .poll(async () => (await rowsOf("contact")).filter((row) => String(row.message).includes(tag)))
    .toHaveLength(1);
});
