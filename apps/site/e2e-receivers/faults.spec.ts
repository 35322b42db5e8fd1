import { loadavg } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { uniqueTag } from "../e2e/forms/form-helpers";
import { mailsIn, smtpDown, smtpHeld } from "./mail-sink";
import { ownerSession, restartN8n } from "./n8n-server";
import { check, provision, resend } from "./setup";
import { PORTS, receiversState, webhookAddresses } from "./state";

/**
 * The receiving side under the load and the faults real traffic brings, on the n8n settings
 * docs/receivers.md asks for: double posts and bursts from Node on loopback, a mail server that is
 * down, and a workflow changed by hand in n8n's editor.
 */
test.describe.configure({ mode: "serial" });

const TABLE = "Grand River leads";
const state = receiversState();
const contactUrl = `${state.n8n.url}/webhook/grand-river-contact`;
const rows = async () => (await ownerSession(state.n8n.url, state.n8n.login)).rows(TABLE);
const mailsWith = (text: string) => mailsIn(state.mailFile).filter((mail) => mail.text.includes(text));
const publicApi = async (pathname: string, init: RequestInit = {}) => {
  const request = () =>
    fetch(`${state.n8n.url}/api/v1${pathname}`, {
      ...init,
      headers: { "X-N8N-API-KEY": state.n8n.apiKey, "Content-Type": "application/json" },
    });
  // Once more on a cut connection: n8n closes an idle kept-alive one as Node's fetch reuses it.
  const response = await request().catch(request);
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
};

/** The hourly check's n8n settings with the owner's login, which reads the leads table and its size. */
const withOwner = {
  N8N_URL: state.n8n.url,
  N8N_API_KEY: state.n8n.apiKey,
  N8N_OWNER_EMAIL: state.n8n.owner.email,
  N8N_OWNER_PASSWORD: state.n8n.owner.password,
};

/** A contact lead's body, as the form sends it, carrying `tag`. */
const contactBody = (tag: string) =>
  JSON.stringify({
    name: `Grace ${tag}`,
    email: `grace.${tag}@example.com`,
    phone: "",
    message: `Reference ${tag}.`,
    timestamp: new Date().toISOString(),
  });

/** Posts `body` to the contact webhook with `?submission=id`, as the site's no-cors post does. */
const post = (id: string, body: string) => {
  const send = () =>
    fetch(`${contactUrl}?submission=${encodeURIComponent(id)}`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
      body,
    });
  // Once more on a cut connection (n8n closes an idle kept-alive one): the id keeps it one lead.
  return send().catch(send);
};

test("ten posts of one lead at once, a double tap or a retry racing the first, keep one row and send one e-mail", async () => {
  const tag = uniqueTag();
  const id = `double-${tag}`;
  const body = contactBody(tag);

  const statuses = await Promise.all(Array.from({ length: 10 }, () => post(id, body).then((answer) => answer.status)));

  expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));
  // One run at a time: the first run, e-mail and all, ended before the nine repeats were answered.
  expect((await rows()).filter((row) => row.submission === id)).toHaveLength(1);
  await expect.poll(() => mailsWith(tag)).toHaveLength(1);
});

test("a burst of 100 different leads, 10 at a time, is answered 2xx, kept and e-mailed, every one", async () => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const ids = Array.from({ length: 100 }, (_, i) => `burst-${tag}-${i}`);
  const statuses: number[] = [];
  const queue = [...ids];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) statuses.push((await post(id, contactBody(id))).status);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // For docs/receivers.md; a shared machine's load makes this an upper bound, so it is logged with it.
  console.log(
    `[receivers] burst: 100 leads, 10 at a time, answered in ${seconds.toFixed(1)} s ` +
      `(${(100 / seconds).toFixed(1)} leads/s) under load (load avg ${loadavg()[0]?.toFixed(1)})`,
  );

  expect(statuses.filter((status) => status < 200 || status > 299)).toEqual([]);
  expect(statuses).toHaveLength(100);
  const kept = (await rows()).filter((row) => String(row.submission).startsWith(`burst-${tag}-`));
  expect(new Set(kept.map((row) => row.submission)).size).toBe(100);
  expect(kept).toHaveLength(100);
  await expect.poll(() => mailsWith(`burst-${tag}-`).length, { timeout: 60_000 }).toBe(100);
});

test("with the mail server down, a lead is kept marked not announced, the check names it, and passes once it is e-mailed", async () => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const id = `smtp-down-${tag}`;
  const body = contactBody(tag);
  const addresses = webhookAddresses(state.first);
  const n8nApi = { N8N_URL: state.n8n.url, N8N_API_KEY: state.n8n.apiKey };
  let checkedAt = "";
  smtpDown(state.mailFile, true);
  try {
    expect((await post(id, body)).status).toBe(200);
    // The e-mail is tried three times, five seconds apart; then the run fails with the alert's words,
    // which say what the table says (the alert itself goes nowhere: its SMTP is down too).
    const alertOf = async () => {
      const failed = (await publicApi("/executions?status=error&includeData=true&limit=20")) as {
        data: { data?: { resultData?: { error?: { message?: string } } } }[];
      };
      return failed.data.map((run) => run.data?.resultData?.error?.message ?? "").find((text) => text.includes(tag));
    };
    await expect.poll(alertOf, { timeout: 60_000 }).toContain('Step "E-mail the agency" failed');
    const alert = await alertOf();
    expect(alert).toContain(`The visitor was answered 200. The lead is kept in the table "${TABLE}" (row `);
    expect(alert).toContain(`submission ${id}), marked as not announced.`);
    expect((await rows()).filter((row) => row.submission === id)).toEqual([
      expect.objectContaining({ submission: id, announced: false }),
    ]);

    // The hourly job's next run looks back to this one: the failure above is then behind it.
    checkedAt = new Date().toISOString();
    const found = check(state.origin, addresses, n8nApi);
    expect(found.code, found.output).toBe(1);
    expect(found.output).toContain(
      `- contact (failed): 1 lead was kept but never e-mailed to the agency (submission ${id})`,
    );
    expect(found.output).toMatch(
      /^- Grand River: contact form, run \d+ at \S+: Step "E-mail the agency" failed: .* \/ The visitor was answered 200\. The lead is kept/m,
    );
  } finally {
    smtpDown(state.mailFile, false);
  }

  // No post: n8n's resend workflow (every minute here, every 15 by default) e-mails it from its row.
  await expect.poll(() => mailsWith(tag), { timeout: 150_000 }).toHaveLength(1);
  const [mail] = mailsWith(tag);
  expect(mail?.subject).toBe(`New lead from the contact form: Grace ${tag} (sent late)`);
  expect(mail?.replyTo).toBe(`grace.${tag}@example.com`);
  expect(mail?.text).toContain(`Message: Reference ${tag}.`);
  await expect
    .poll(async () => (await rows()).filter((row) => row.submission === id))
    .toEqual([expect.objectContaining({ announced: true })]);
  const passed = check(state.origin, addresses, n8nApi, ["--failed-since", checkedAt]);
  expect(passed.code, passed.output).toBe(0);
  expect(mailsWith(tag)).toHaveLength(1);
});

test("`webhooks resend` e-mails a lead not yet announced at once, from its row, and says when it cannot", async () => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const id = `resend-${tag}`;
  const settings = { N8N_URL: state.n8n.url, N8N_API_KEY: state.n8n.apiKey };
  smtpDown(state.mailFile, true);
  let stillDown;
  try {
    expect((await post(id, contactBody(tag))).status).toBe(200);
    await expect
      .poll(async () => (await rows()).filter((row) => row.submission === id), { timeout: 60_000 })
      .toEqual([expect.objectContaining({ announced: false })]);
    stillDown = resend(settings);
  } finally {
    smtpDown(state.mailFile, false);
  }
  expect(stillDown.code, stillDown.output).toBe(1);
  expect(stillDown.output).toMatch(
    /n8n's leads not yet e-mailed: 0 of [1-9]\d* e-mailed and marked announced; [1-9]\d* could not be e-mailed/,
  );

  const sent = resend(settings);

  // The resend workflow's own schedule may have sent it in between: either way, once, and marked.
  expect(sent.code, sent.output).toBe(0);
  await expect.poll(() => mailsWith(tag)).toHaveLength(1);
  expect((await rows()).filter((row) => row.submission === id)).toEqual([expect.objectContaining({ announced: true })]);
});

test("n8n started with the docs' settings answers a broken post and an unknown webhook without a stack trace", async () => {
  const broken = await fetch(contactUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{not json",
  });
  const unknown = await fetch(`${state.n8n.url}/webhook/no-such-form`, { method: "POST", body: "{}" });
  for (const answer of [broken, unknown]) {
    const text = await answer.text();
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(text).not.toMatch(/node_modules|\n\s+at /);
  }
});

test("a lead workflow changed by hand in n8n is reported and put back by provisioning", async () => {
  const [stored] = (
    (await publicApi(`/workflows?name=${encodeURIComponent("Grand River: contact form")}`)) as {
      data: { id: string; name: string; nodes: Record<string, unknown>[]; connections: unknown; settings: unknown }[];
    }
  ).data;
  if (!stored) throw new Error("no contact workflow");
  const nodes = stored.nodes.map((node) =>
    node.name === "Keep the lead"
      ? { ...node, disabled: true }
      : node.name === "E-mail the agency"
        ? { ...node, onError: "continueRegularOutput" }
        : node,
  );
  await publicApi(`/workflows/${stored.id}`, {
    method: "PUT",
    body: JSON.stringify({ name: stored.name, nodes, connections: stored.connections, settings: stored.settings }),
  });

  const named = check(state.origin, webhookAddresses(state.first), {
    N8N_URL: state.n8n.url,
    N8N_API_KEY: state.n8n.apiKey,
  });
  expect(named.code, named.output).toBe(1);
  expect(named.output).toContain(
    '- "Grand River: contact form": "Keep the lead" disabled; "E-mail the agency" onError',
  );

  const repaired = provision(state.envFile);

  expect(repaired.code, repaired.output).toBe(0);
  expect(repaired.output).toContain(
    'the workflow "Grand River: contact form": updated (put back: "Keep the lead" disabled; "E-mail the agency" onError), activated',
  );
  expect(provision(state.envFile).output).toContain("Nothing changed: n8n was already set up this way.");
  const tag = uniqueTag();
  expect((await post(`after-repair-${tag}`, contactBody(tag))).status).toBe(200);
  await expect
    .poll(async () => (await rows()).filter((row) => row.submission === `after-repair-${tag}`))
    .toHaveLength(1);
});

test("with the leads table renamed in n8n, provisioning keeps writing to it, and a replayed lead is neither kept nor e-mailed twice", async () => {
  const tag = uniqueTag();
  const id = `before-rename-${tag}`;
  const body = contactBody(tag);
  expect((await post(id, body)).status).toBe(200);
  await expect.poll(() => mailsWith(tag)).toHaveLength(1);
  const renamed = `Old leads ${tag}`;
  const owner = await ownerSession(state.n8n.url, state.n8n.login);
  await owner.renameTable(TABLE, renamed);
  try {
    const named = check(state.origin, webhookAddresses(state.first), withOwner, ["--failed-since", "1"]);
    expect(named.code, named.output).toBe(1);
    expect(named.output).toMatch(
      new RegExp(
        `^The leads table: the lead workflows keep the leads in "${renamed}" \\(id \\w+\\), which is no longer called "${TABLE}" \\(renamed in n8n\\)\\.`,
        "m",
      ),
    );

    const run = provision(state.envFile);

    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`the data table "${TABLE}": kept "${renamed}" (renamed in n8n; the leads stay in it)`);
    expect(await owner.tableNamed(TABLE)).toBeUndefined();
    expect((await post(id, body)).status).toBe(200);
    expect((await owner.rows(renamed)).filter((row) => row.submission === id)).toHaveLength(1);
    // The replay's run has ended once n8n answers the next post (one run at a time).
    expect((await post(`after-replay-${tag}`, contactBody(`${tag}-next`))).status).toBe(200);
    expect(mailsWith(tag).filter((mail) => mail.text.includes(`Submission: ${id}`))).toHaveLength(1);
  } finally {
    await owner.renameTable(renamed, TABLE);
  }
});

test("the check reports the data tables' size against n8n's cap, and fails above 80 % of it", async () => {
  const owner = await ownerSession(state.n8n.url, state.n8n.login);
  // n8n's own figure, as its editor shows it: the leads this run kept so far.
  const { totalBytes } = await owner.tablesSize();
  const addresses = webhookAddresses(state.first);
  // The earlier tests' failures (the mail server down) are theirs, not this one's.
  const lastMinute = ["--failed-since", new Date().toISOString()];

  const roomy = check(state.origin, addresses, withOwner, lastMinute);
  // A cap made small for the test: the same tables are 85 % of it.
  const small = check(
    state.origin,
    addresses,
    { ...withOwner, N8N_DATA_TABLES_MAX_SIZE_BYTES: String(Math.round(totalBytes / 0.85)) },
    lastMinute,
  );

  expect(roomy.code, roomy.output).toBe(0);
  expect(roomy.output).toMatch(
    /^Data tables: \d+(\.\d)? [KM]B of n8n's cap of 50\.0 MB for all tables together \(\d+ %; the leads table /m,
  );
  expect(small.code, small.output).toBe(1);
  expect(small.output).toMatch(
    /^Data tables: .* \(8[4-6] %; the leads table [^)]*\): past the cap every lead is answered 500 and kept nowhere\. Download the leads table's CSV and delete its old rows now/m,
  );
});

// A deploy (SIGTERM) and a crash (SIGKILL): n8n ends the cut run "canceled", "crashed" or leaves it
// "running", and the check names it whichever, at once.
for (const [how, signal] of [
  ["restarted", "SIGTERM"],
  ["killed", "SIGKILL"],
] as const) {
  test(`n8n ${how} in the middle of a lead's run is named by the check, and the lead is still e-mailed and marked`, async () => {
    test.setTimeout(300_000);
    const tag = uniqueTag();
    const id = `restart-${tag}`;
    const started = new Date().toISOString();
    smtpHeld(state.mailFile, true);
    try {
      expect((await post(id, contactBody(tag))).status).toBe(200);
      // The e-mail is with the mail server, whose answer n8n is still waiting for: n8n restarts now.
      await expect.poll(() => mailsWith(tag), { timeout: 60_000 }).toHaveLength(1);
      await restartN8n({ port: PORTS.n8n, brokerPort: PORTS.broker, folder: path.join(state.folder, "n8n") }, signal);
    } finally {
      smtpHeld(state.mailFile, false);
    }

    // Named at once by its status, whatever n8n has made of the cut run by now.
    const named = check(state.origin, webhookAddresses(state.first), withOwner, ["--failed-since", started]);

    expect(named.code, named.output).toBe(1);
    // Which of n8n's endings this run met, for the record.
    console.log(
      `[${how}] ${named.output
        .split("\n")
        .filter((line) => line.includes("contact form, run"))
        .join("\n")}`,
    );
    expect(named.output).toMatch(
      new RegExp(
        `^- Grand River: contact form, run \\d+ at \\S+: n8n (stopped in the middle of|cancelled) this run .*: lead ${id} may not have been e-mailed to the agency\\. Run grand-river-webhooks resend`,
        "m",
      ),
    );
    // Its e-mail was never confirmed, so it is not marked: the resend workflow sends it once more, and marks it.
    // (Sent twice rather than never: n8n cannot know the first went.)
    await expect
      .poll(async () => (await rows()).filter((row) => row.submission === id), { timeout: 150_000 })
      .toEqual([expect.objectContaining({ announced: true })]);
    expect(mailsWith(tag).map((mail) => mail.subject)).toEqual([
      `New lead from the contact form: Grace ${tag}`,
      `New lead from the contact form: Grace ${tag} (sent late)`,
    ]);
  });
}

test("the check's counts are what n8n holds: every failed run, and a lead kept twice named once", async () => {
  test.setTimeout(300_000);
  const since = new Date().toISOString();
  const tag = uniqueTag();
  const owner = await ownerSession(state.n8n.url, state.n8n.login);
  // Thirty failed runs, quickly: with the table gone, each lead's run fails at its first look-up.
  await owner.deleteTable(TABLE);
  try {
    for (let lead = 0; lead < 30; lead += 1) {
      expect((await post(`count-${tag}-${lead}`, contactBody(`${tag}-${lead}`))).status).toBe(500);
    }
  } finally {
    const remade = provision(state.envFile);
    expect(remade.output).toContain(`the data table "${TABLE}": created`);
  }
  // One lead kept twice and never e-mailed, as a double post could before one run at a time. Taken
  // two days ago, so the resend workflow gives it up (one alert) rather than e-mailing it under the test.
  const id = `kept-twice-${tag}`;
  const row = {
    form: "contact",
    submission: id,
    receivedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    announced: false,
    name: `Grace ${tag}`,
    email: `grace.${tag}@example.com`,
    message: `Reference ${tag}.`,
  };
  await owner.insertRows(TABLE, [row, row]);
  try {
    const run = check(
      state.origin,
      webhookAddresses(state.first),
      { N8N_URL: state.n8n.url, N8N_API_KEY: state.n8n.apiKey },
      ["--failed-since", since],
    );

    // What n8n itself lists: the thirty, and any run of the resend workflow that met the table gone.
    const failed = (
      (await publicApi("/executions?status=error&limit=250")) as { data: { startedAt: string }[] }
    ).data.filter((each) => each.startedAt >= since);
    expect(failed.length).toBeGreaterThanOrEqual(30);
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain(
      `${failed.length} failed n8n runs since ${since} (n8n: Executions, the newest 20 listed):`,
    );
    expect(run.output.split("\n").filter((line) => line.startsWith("- Grand River: "))).toHaveLength(20);
    expect(run.output).toContain(
      `- contact (failed): 1 lead was kept but never e-mailed to the agency (submission ${id})`,
    );
  } finally {
    await owner.updateRows(TABLE, id, { announced: true });
  }
});
