import { expect, test, type Page } from "@playwright/test";
import { contactPage } from "@grand-river/content";
import {
  closeToast,
  countWebhookPosts,
  doubleClickWhileSending,
  expectNothingArrived,
  expectOneArrival,
  expectSentAsPlainText,
  expectTimestampSince,
  expectToast,
  fillIn,
  opensForm,
  toasts,
  uniqueEmail,
  type Body,
} from "./form-helpers";

const submitLabel = "Send Message";

function contactForm(page: Page) {
  const form = page.getByRole("form", { name: "Contact message" });
  return {
    form,
    name: form.getByRole("textbox", { name: "Name" }),
    email: form.getByRole("textbox", { name: "Email" }),
    phone: form.getByRole("textbox", { name: "Phone" }),
    message: form.getByRole("textbox", { name: "Message" }),
    submit: form.getByRole("button", { name: submitLabel, exact: true }),
  };
}

/** A message only this test sends. */
function aMessage() {
  return {
    name: "Ada Lovelace",
    email: uniqueEmail("ada"),
    phone: "(616) 555-0142",
    message: "We answer the same twenty questions by email every week.\nCan an assistant draft the replies?",
  };
}

async function fillMessage(page: Page, values: ReturnType<typeof aMessage>) {
  await fillIn(contactForm(page), values);
}

test.describe("contact form", () => {
  opensForm("/contact");

  test("sends the message, thanks the visitor, and the inbox receives every field as JSON the browser sent as text/plain (no-cors)", async ({
    page,
  }) => {
    const sent = aMessage();
    const fields = contactForm(page);
    await fillMessage(page, sent);
    const since = Date.now();
    await fields.submit.click();

    await expectToast(page, toasts.contact.success);
    const panel = page.getByRole("region", { name: contactPage.thankYou.heading });
    await expect(panel).toContainText(contactPage.thankYou.message);
    await expect(fields.form).toHaveCount(0);

    const arrival = await expectOneArrival("contact", (body) => body.email === sent.email);
    const { timestamp, ...body } = arrival.body as Body;
    expect(body).toEqual(sent);
    expectTimestampSince(timestamp, since);
    expectSentAsPlainText(arrival);

    await panel.getByRole("button", { name: contactPage.thankYou.againLabel }).click();
    await expect(fields.form).toBeVisible();
    for (const field of [fields.name, fields.email, fields.phone, fields.message]) await expect(field).toHaveValue("");
    await expect(fields.name).toBeFocused();
  });

  test("sends an empty phone when the visitor leaves the optional phone out", async ({ page }) => {
    const fields = contactForm(page);
    const email = uniqueEmail("grace");
    await fields.name.fill("Grace Hopper");
    await fields.email.fill(email);
    await fields.message.fill("Just the basics, please.");
    await fields.submit.click();

    await expectToast(page, toasts.contact.success);
    const arrival = await expectOneArrival("contact", (body) => body.email === email);
    expect(arrival.body).toMatchObject({ name: "Grace Hopper", email, phone: "", message: "Just the basics, please." });
  });

  test("a double click while sending reads Sending..., stays disabled, and sends one message", async ({ page }) => {
    const sent = aMessage();
    await doubleClickWhileSending(page, "contact", contactForm(page), () => fillMessage(page, sent), {
      sent: () => expect(page.getByRole("region", { name: contactPage.thankYou.heading })).toBeVisible(),
      mine: (body) => body.email === sent.email,
    });
  });

  test("with a required field missing it shows the required-fields toast and sends nothing", async ({ page }) => {
    const fields = contactForm(page);
    const posts = countWebhookPosts(page, "contact");
    const complete = aMessage();
    for (const required of [fields.name, fields.email, fields.message])
      await expect(required).toHaveAttribute("required", "");
    await expect(fields.phone).not.toHaveAttribute("required");

    for (const missing of ["name", "email", "message"] as const) {
      await fields.name.fill(missing === "name" ? "" : complete.name);
      await fields.email.fill(missing === "email" ? "" : complete.email);
      await fields.message.fill(missing === "message" ? "" : complete.message);
      await fields.submit.click();
      await expectToast(page, toasts.contact.missingFields);
      await expect(fields[missing]).toHaveAttribute("aria-invalid", "true");
      await expect(fields[missing]).toBeFocused();
      // Closed, so the next round's toast has to be raised afresh.
      await closeToast(page);
    }

    await expect(fields.form).toBeVisible();
    expect(posts()).toBe(0);
    await expectNothingArrived("contact", (body) => body.email === complete.email);
  });
});
