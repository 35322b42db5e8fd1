import { expect, test, type Page } from "@playwright/test";
import {
  countWebhookPosts,
  expectNothingArrived,
  expectOneArrival,
  expectSentAsPlainText,
  expectTimestampSince,
  expectToast,
  holdWebhook,
  opensForm,
  submitWhileFailing,
  toasts,
  uniqueEmail,
  type Body,
} from "./form-helpers";

/** The home page's newsletter section (spec §2.4), which sends source "newsletter-section". */
function newsletterForm(page: Page) {
  const form = page.getByRole("form", { name: "Newsletter sign-up" });
  return {
    form,
    email: form.getByRole("textbox", { name: "Email address" }),
    submit: form.getByRole("button", { name: "Subscribe", exact: true }),
  };
}

test.describe("home newsletter section", () => {
  opensForm("/");

  test("signs the visitor up, clears the field, and the inbox receives email, timestamp and source as JSON the browser sent as text/plain (no-cors)", async ({
    page,
  }) => {
    const email = uniqueEmail("reader");
    const { email: field, submit } = newsletterForm(page);
    await field.click();
    await page.keyboard.type(email);
    const since = Date.now();
    await submit.click();

    await expectToast(page, toasts.newsletter.sectionSuccess);
    await expect(field).toHaveValue("");

    const arrival = await expectOneArrival("newsletter", (body) => body.email === email);
    const { timestamp, ...body } = arrival.body as Body;
    expect(body).toEqual({ email, source: "newsletter-section" });
    expectTimestampSince(timestamp, since);
    expectSentAsPlainText(arrival);
  });

  test("when the request fails it shows the error toast and keeps the typed email", async ({ page }) => {
    const email = uniqueEmail("offline");
    const fields = newsletterForm(page);
    await submitWhileFailing(page, "newsletter", fields, () => fields.email.fill(email));

    await expect(fields.email).toHaveValue(email);
    await expectNothingArrived("newsletter", (body) => body.email === email);
  });

  test("pressing Enter twice while signing up disables the button with a spinner and sends one sign-up", async ({
    page,
  }) => {
    const email = uniqueEmail("eager");
    const { email: field, submit } = newsletterForm(page);
    const posts = countWebhookPosts(page, "newsletter");
    const held = await holdWebhook(page, "newsletter");
    await field.fill(email);

    await field.press("Enter");
    await field.press("Enter");
    await held.reached;
    await expect(submit).toBeDisabled();
    // The spinner is decorative (aria-hidden); the disabled button is what assistive technology hears.
    await expect(submit.locator("[aria-hidden='true']")).toBeVisible();

    held.release();
    await expectToast(page, toasts.newsletter.sectionSuccess);
    await expect(submit).toBeEnabled();
    await expect(submit.locator("[aria-hidden='true']")).toHaveCount(0);
    await expectOneArrival("newsletter", (body) => body.email === email);
    expect(posts()).toBe(1);
  });

  test("with the email empty it shows the enter-your-email toast and sends nothing", async ({ page }) => {
    const { email: field, submit } = newsletterForm(page);
    const posts = countWebhookPosts(page, "newsletter");
    await submit.click();

    await expectToast(page, toasts.newsletter.missingEmail);
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    expect(posts()).toBe(0);
  });
});
