import { expect, test } from "@playwright/test";
import { PAYLOAD_SCHEMAS, RELAY_CHALLENGE_PATH, RELAY_PATH, WEBHOOK_FORMS } from "@grand-river/webhooks";
import { tooManyTriesWords } from "@grand-river/forms/data";
import { expectNothingArrived, expectOneArrival, uniqueTag, type Body } from "../e2e/forms/form-helpers";
import { journeys, open } from "../e2e-receivers/journeys";
import { withinOneLimitWindow } from "../hosts/cloudflare";
import { relaySite } from "./settings";

// Each form sent by a visitor in relay mode reaches the receiver once, with the spec's body; the
// inbox takes it only with the relay's secret, so its arrival proves the header was sent.
for (const form of WEBHOOK_FORMS) {
  test(`the ${form} form's lead goes through the site's relay and arrives once, with the spec's body`, async ({
    page,
  }) => {
    const tag = uniqueTag();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    await open(page, relaySite(), form);
    await journeys[form].fill(page, tag);
    await journeys[form].send(page);
    await journeys[form].sent(page);

    const arrival = await expectOneArrival(form, (body) => JSON.stringify(body).includes(tag));
    expect(Object.keys(arrival.body as Body)).toEqual(Object.keys(PAYLOAD_SCHEMAS[form].entries));
    // The page posted only to its own origin; the receiver's address never left the relay.
    expect(posts).toEqual([`${RELAY_PATH}/${form}`]);
  });
}

test("the proof-of-work is fetched once the visitor reaches the form, never on page load, and none is fetched at the send", async ({
  page,
}) => {
  const tag = uniqueTag();
  // The solver's script and the relay's challenge, in the order the page asked for them.
  const fetched: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === RELAY_CHALLENGE_PATH) fetched.push("challenge");
    else if (/\/relay-proof-[\w-]+\.js$/.test(pathname)) fetched.push("solver");
    else if (request.method() === "POST") fetched.push("send");
  });
  await open(page, relaySite(), "contact");
  expect(fetched).toEqual([]);

  const challenged = page.waitForResponse((response) => new URL(response.url()).pathname === RELAY_CHALLENGE_PATH);
  await journeys.contact.fill(page, tag);
  await challenged;
  await journeys.contact.send(page);
  await journeys.contact.sent(page);

  expect(fetched).toEqual(["solver", "challenge", "send"]);
  await expectOneArrival("contact", (body) => JSON.stringify(body).includes(tag));
});

test("the 21st try in a minute from one visitor is refused, nothing is delivered, and the form says too many tries", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await withinOneLimitWindow(40);
  // A client address of this test's own (the relay limits by it), spent by 20 posts first.
  const client = { "CF-Connecting-IP": "203.0.113.21" };
  for (let post = 0; post < 20; post += 1) {
    const response = await fetch(`${relaySite()}${RELAY_PATH}/contact`, {
      method: "POST",
      headers: { ...client, Origin: relaySite() },
      body: "{}",
    });
    expect(response.status).toBe(403); // unsolved, but counted against the limit
  }
  await page.setExtraHTTPHeaders(client);
  const tag = uniqueTag();
  await open(page, relaySite(), "contact");
  await journeys.contact.fill(page, tag);
  const refused = page.waitForResponse((response) => response.url().includes(`${RELAY_PATH}/contact`));
  await journeys.contact.send(page);
  expect((await refused).status()).toBe(429);

  await expect(page.getByRole("alert")).toContainText(tooManyTriesWords.description);
  await expect(
    page.getByRole("form", { name: "Contact message" }).getByRole("textbox", { name: "Message" }),
  ).toHaveValue(new RegExp(tag));
  await expectNothingArrived("contact", (body) => JSON.stringify(body).includes(tag));
});
