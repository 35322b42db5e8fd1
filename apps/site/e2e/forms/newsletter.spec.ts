import { expect } from "@playwright/test";
import { expectOneArrival, expectToast, opensForm, toasts, uniqueEmail } from "./form-helpers";
import { byEmail, fillIn, formTest, holdWebhook } from "./form-journey";

/** The home page's newsletter section (spec §2.4), which sends source "newsletter-section". */
const test = formTest({
  webhook: "newsletter",
  name: "Newsletter sign-up",
  submitLabel: "Subscribe",
  fields: (form) => ({ email: form.getByRole("textbox", { name: "Email address" }) }),
  // An address only this test signs up.
  values: () => ({ email: uniqueEmail("reader") }),
  fill: fillIn,
  mine: byEmail,
});

test.describe("home newsletter section", () => {
  opensForm("/");

  test("signs the visitor up, clears the field, and the inbox receives email, timestamp and source as JSON the browser sent as text/plain (no-cors)", async ({
    page,
    form,
  }) => {
    const { email, submit } = form.fields;
    await email.click();
    await page.keyboard.type(form.values.email);
    const since = Date.now();
    await submit.click();

    await expectToast(page, toasts.newsletter.sectionSuccess);
    await expect(email).toHaveValue("");
    await form.expectArrivedOnce({ email: form.values.email, source: "newsletter-section" }, since);
  });

  test("when the request fails it shows the error toast and keeps the typed email", async ({ form }) => {
    await form.submitWhileFailing();

    await expect(form.fields.email).toHaveValue(form.values.email);
  });

  test("pressing Enter twice while signing up disables the button with a spinner and sends one sign-up", async ({
    page,
    form,
  }) => {
    const { email, submit } = form.fields;
    const held = await holdWebhook(page, "newsletter");
    await form.fill();

    await email.press("Enter");
    await email.press("Enter");
    await held.reached;
    await expect(submit).toBeDisabled();
    // The spinner is decorative (aria-hidden); the disabled button is what assistive technology hears.
    await expect(submit.locator("[aria-hidden='true']")).toBeVisible();

    held.release();
    await expectToast(page, toasts.newsletter.sectionSuccess);
    await expect(submit).toBeEnabled();
    await expect(submit.locator("[aria-hidden='true']")).toHaveCount(0);
    await expectOneArrival("newsletter", form.mine());
    expect(form.posts()).toBe(1);
  });

  test("with the email empty it shows the enter-your-email toast and sends nothing", async ({ page, form }) => {
    const { email, submit } = form.fields;
    await submit.click();

    await expectToast(page, toasts.newsletter.missingEmail);
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    expect(form.posts()).toBe(0);
  });
});
