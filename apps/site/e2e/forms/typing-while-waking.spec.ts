import { expect, test, type Page } from "@playwright/test";
import { adminPage } from "@grand-river/content";
import { island } from "../page-helpers";
import { expectOneArrival, uniqueEmail, uniqueTag } from "./form-helpers";

/**
 * A visitor on a mid-range phone types into a form the moment it shows, while its code is still on
 * its way and while React hydrates it: every character, choice, caret move and submit must land
 * (docs/architecture.md, "HTML first"). These are correctness tests: they assert values, never times.
 *
 * Each holds the form's code back until the visitor has started, then lets it through while they
 * go on. The page runs the code once the visitor pauses; they pause, and go on typing the moment
 * React starts hydrating the form, so the typing covers the whole wake: before the code, while it
 * arrives, while React hydrates, and after.
 *
 * Two journeys: the contact form (keys, caret moves, a paste, focus) and the admin gate with the
 * work log it opens. What every other form keeps of early typing and choices, and a
 * draft filling only untouched fields, are forms' hydration.test.tsx; held and repeated submits,
 * the islands runtime's runtime.test.tsx.
 */

test.slow();

/** The CPU 4× slower, as Lighthouse's mobile runs have it: hydration takes long enough to type into. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** Holds back the named chunk (an island or a part it loads later) until `release()`. */
async function holdCode(page: Page, chunk: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/assets/${chunk}-*.js`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const awake = (page: Page, name: string) => expect(island(page, name)).toHaveAttribute("data-island-state", "awake");

/**
 * The visitor pauses until React starts hydrating the island (it marks the root it hydrates), then
 * goes on: on a slow phone the hydration takes long enough for the next keys to land in it.
 */
async function pauseUntilHydrating(page: Page, name: string) {
  await island(page, name).evaluate(
    (root) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(root).some((key) => key.startsWith("__reactContainer")) ? resolve() : setTimeout(check, 5);
        check();
      }),
  );
}

test("contact: every character, the caret and the focus stay as typed through the wake, and the message arrives whole", async ({
  page,
}) => {
  await slowPhone(page);
  const release = await holdCode(page, "ContactFormIsland");
  const email = uniqueEmail("wake");
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact message" });
  const field = (name: string) => form.getByRole("textbox", { name, exact: true });

  await field("Name").click();
  await page.keyboard.type("Lovelace");
  await page.keyboard.press("Home");
  await page.keyboard.type("Ada ");
  release();
  await field("Email").click();
  await page.keyboard.type(email);
  await pauseUntilHydrating(page, "ContactFormIsland");
  await field("Phone").click();
  // A paste, or a phone keyboard's suggestion: text inserted at once, with no key for each character.
  await page.keyboard.insertText("(616) 555-0142");
  await field("Message").click();
  await page.keyboard.type("draft the replies?");
  await page.keyboard.press("Home");
  await page.keyboard.type("Can an assistant ");
  await page.keyboard.press("End");
  await page.keyboard.type(" Thanks.");
  await awake(page, "ContactFormIsland");

  await expect(field("Name")).toHaveValue("Ada Lovelace");
  await expect(field("Email")).toHaveValue(email);
  await expect(field("Phone")).toHaveValue("(616) 555-0142");
  await expect(field("Message")).toHaveValue("Can an assistant draft the replies? Thanks.");
  await expect(field("Message")).toBeFocused();
  await form.getByRole("button", { name: "Send Message", exact: true }).click();
  const arrival = await expectOneArrival("contact", (body) => body.email === email);
  expect(arrival.body).toMatchObject({
    name: "Ada Lovelace",
    email,
    phone: "(616) 555-0142",
    message: "Can an assistant draft the replies? Thanks.",
  });
});

test("admin: a code typed and sent as the gate wakes opens it, and the work log typed into as it appears arrives whole", async ({
  page,
}) => {
  await slowPhone(page);
  const releaseGate = await holdCode(page, "AdminIsland");
  const client = `Wake ${uniqueTag()}`;
  await page.goto("/admin");
  const gate = page.getByRole("form", { name: adminPage.gate.heading });

  await gate.getByRole("textbox", { name: "Password", exact: true }).click();
  await page.keyboard.type((process.env.ADMIN_CODE ?? "2468").slice(0, 2));
  releaseGate();
  await page.keyboard.type((process.env.ADMIN_CODE ?? "2468").slice(2));
  await page.keyboard.press("Enter");

  const worklog = page.getByRole("form", { name: "Work Log Entry" });
  await worklog.getByRole("textbox", { name: "Client name" }).click();
  await page.keyboard.type(client);
  await worklog.getByRole("combobox", { name: "Worker" }).selectOption({ label: "Jordan Lee" });
  await worklog.getByRole("spinbutton", { name: "Break (minutes)" }).click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("30");
  await worklog.getByRole("spinbutton", { name: "Hourly rate ($)" }).click();
  await page.keyboard.type("25.50");
  await worklog.getByRole("textbox", { name: "Work description" }).click();
  await page.keyboard.type("Set up reminders.");

  await expect(worklog.getByRole("textbox", { name: "Client name" })).toHaveValue(client);
  await expect(worklog.getByRole("spinbutton", { name: "Hourly rate ($)" })).toHaveValue("25.50");
  await worklog.getByRole("button", { name: "Submit Work Log", exact: true }).click();
  const arrival = await expectOneArrival("worklog", (body) => body.clientName === client);
  expect(arrival.body).toMatchObject({
    clientName: client,
    worker: "Jordan Lee",
    breakTime: 30,
    hourlyRate: 25.5,
    workDescription: "Set up reminders.",
  });
});
