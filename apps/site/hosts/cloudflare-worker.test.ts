import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PROOF_HEADER, RELAY_SECRET_HEADER, RELAY_SECRET_KEY } from "@grand-river/webhooks";
import { WEBHOOK_URL_KEYS } from "@grand-river/webhooks/settings";
import { CONTACT_BODY, solveProof } from "@grand-river/relay/testing";
import { describeHostChecks } from "./checks";
import { withinOneLimitWindow, wranglerDev, wranglerEnv } from "./cloudflare";
import { Receiver } from "./receiver";
import { freePort, startHost, type RunningHost } from "./servers";
import { clientDir } from "./site";

// The site as one Cloudflare Worker (wrangler.jsonc) on Cloudflare's own runtime, `wrangler dev`:
// the static site with its _headers and _redirects, and the lead relay with its Queue and rate
// limit simulated, delivering to a receiver on this machine.
const SECRET = "relay-secret-for-tests";
let host: RunningHost | undefined;
let receiver: Receiver;
// The Worker's simulated Queue and ledger, this run's alone.
const state = mkdtempSync(path.join(tmpdir(), "cloudflare-worker-"));

beforeAll(async () => {
  receiver = new Receiver(await freePort());
  await receiver.start();
  const port = await freePort();
  const urls = Object.fromEntries(Object.entries(WEBHOOK_URL_KEYS).map(([form, key]) => [key, receiver.address(form)]));
  const { command, args } = wranglerDev(
    clientDir,
    port,
    {
      ...urls,
      LEADS_PROOF_KEY: "proof-key-for-tests",
      [RELAY_SECRET_KEY]: SECRET,
      LEADS_FIRST_WAIT_SECONDS: "1",
    },
    { persistTo: state },
  );
  host = await startHost(command, args, `http://127.0.0.1:${port}/`, {
    cwd: path.dirname(clientDir),
    env: wranglerEnv,
  });
}, 90_000);
afterAll(async () => {
  await host?.stop();
  await receiver.stop();
  rmSync(state, { recursive: true, force: true });
});

const base = () => host!.url.replace(/\/$/, "");

// Cloudflare compresses at its edge, which `wrangler dev` does not reproduce.
describeHostChecks("Cloudflare Workers static assets (wrangler dev)", base, { compresses: false });

/** Posts `body` as a visitor's browser on the site does, from the client address `client`. */
async function sendLead(
  form: string,
  body: string,
  { proof, client, submission }: { proof: string; client: string; submission: string },
) {
  return fetch(`${base()}/api/leads/${form}?submission=${submission}`, {
    method: "POST",
    headers: {
      Origin: base(),
      "Content-Type": "text/plain;charset=UTF-8",
      [PROOF_HEADER]: proof,
      "CF-Connecting-IP": client,
    },
    body,
  });
}

const proof = async () => solveProof(await fetch(`${base()}/api/leads/challenge`));

/**
 * Resolves once `check` holds, polling the receiver as a person watching it would. A busy machine
 * slows the Worker's tries, so the wait is generous; a failure says what the receiver and the
 * Worker saw.
 */
async function eventually(check: () => boolean, within = 120_000): Promise<void> {
  const deadline = Date.now() + within;
  while (!check()) {
    if (Date.now() > deadline) {
      const seen = receiver.deliveries.map((delivery) => delivery.url).slice(-10);
      throw new Error(
        `The receiver did not get what the test waited for within ${within / 1000} s. ` +
          `Dropped tries: ${receiver.droppedTries}; last deliveries: ${seen.join(", ") || "none"}.\n` +
          `The Worker's log ends:\n${host?.output().slice(-3000) ?? ""}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Sends one more lead and waits for it: the relay delivers one lead at a time, so anything sent
 * before it that was ever going to arrive has arrived by then.
 */
async function deliveredAfterwards(submission: string): Promise<void> {
  const response = await sendLead("contact", CONTACT_BODY, {
    proof: await proof(),
    client: `sentinel-${submission}`,
    submission,
  });
  expect(response.status).toBe(202);
  await eventually(() => deliveriesOf(submission).length > 0);
}

const deliveriesOf = (submission: string) =>
  receiver.deliveries.filter((delivery) => delivery.url.endsWith(`submission=${submission}`));

// Each test waits on the Worker's queue, which a busy machine slows: a wide timeout, and a log when it fails.
describe("the lead relay on Cloudflare's runtime", { timeout: 300_000 }, () => {
  test("a lead is answered 202 and delivered once, with the spec's body and the relay's secret", async () => {
    const response = await sendLead("contact", CONTACT_BODY, {
      proof: await proof(),
      client: "192.0.2.1",
      submission: "one",
    });
    expect(response.status).toBe(202);
    await eventually(() => deliveriesOf("one").length > 0);
    expect(deliveriesOf("one")).toEqual([
      expect.objectContaining({
        url: "/webhook/contact?submission=one",
        body: CONTACT_BODY,
        headers: expect.objectContaining({ [RELAY_SECRET_HEADER.toLowerCase()]: SECRET }),
      }),
    ]);
  });

  test("with the receiver down, a lead is still answered 202, and arrives exactly once when it is back", async () => {
    receiver.down = true;
    const response = await sendLead("contact", CONTACT_BODY, {
      proof: await proof(),
      client: "192.0.2.2",
      submission: "away",
    });
    expect(response.status).toBe(202);
    await eventually(() => receiver.droppedTries >= 2);
    receiver.down = false;
    await eventually(() => deliveriesOf("away").length > 0);
    await deliveredAfterwards("after-away");
    expect(deliveriesOf("away")).toHaveLength(1);
  });

  test("100 leads sent 10 at a time arrive once each, one at a time", async () => {
    for (let round = 0; round < 10; round += 1) {
      // A proof carries one lead.
      const solved = await Promise.all(Array.from({ length: 10 }, proof));
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          sendLead("contact", CONTACT_BODY, {
            proof: solved[index] ?? "",
            client: `198.51.100.${round * 10 + index}`,
            submission: `burst-${round * 10 + index}`,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array<number>(10).fill(202));
    }
    const burst = () => receiver.deliveries.filter((delivery) => delivery.url.includes("submission=burst-"));
    await eventually(() => burst().length >= 100, 180_000);
    expect(new Set(burst().map((delivery) => delivery.url)).size).toBe(100);
    expect(burst()).toHaveLength(100);
    expect(receiver.mostAtOnce).toBe(1);
  });

  test(
    "the 21st lead in a minute from one client is answered 429, and only 20 are delivered",
    { timeout: 60_000 },
    async () => {
      const solved = await Promise.all(Array.from({ length: 21 }, proof));
      await withinOneLimitWindow(30);
      const statuses: number[] = [];
      for (let lead = 0; lead < 21; lead += 1) {
        const response = await sendLead("contact", CONTACT_BODY, {
          proof: solved[lead] ?? "",
          client: "203.0.113.9",
          submission: `limit-${lead}`,
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array<number>(20).fill(202), 429]);
      await eventually(
        () => receiver.deliveries.filter((delivery) => delivery.url.includes("submission=limit-")).length >= 20,
      );
      expect(deliveriesOf("limit-20")).toEqual([]);
    },
  );

  test("a lead from another site's page, or without a solved challenge, is refused and never delivered", async () => {
    const foreign = await fetch(`${base()}/api/leads/contact?submission=foreign`, {
      method: "POST",
      headers: { Origin: "https://elsewhere.example", [PROOF_HEADER]: await proof() },
      body: CONTACT_BODY,
    });
    const unsolved = await fetch(`${base()}/api/leads/contact?submission=unsolved`, {
      method: "POST",
      headers: { Origin: base() },
      body: CONTACT_BODY,
    });
    expect([foreign.status, unsolved.status]).toEqual([403, 403]);
    await deliveredAfterwards("after-refusals");
    expect([...deliveriesOf("foreign"), ...deliveriesOf("unsolved")]).toEqual([]);
  });
});
