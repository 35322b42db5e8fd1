import { expect, type Page } from "@playwright/test";
import { contactPage } from "@grand-river/content";
import { closeToast, expectToast, opensForm, toasts, uniqueEmail } from "./form-helpers";
import { byEmail, fillIn, formTest, textboxes } from "./form-journey";

const test = formTest({
  webhook: "contact",
  name: "Contact message",
  submitLabel: "Send Message",
  fields: (form) => textboxes(form, { name: "Name", email: "Email", phone: "Phone", message: "Message" }),
  // A message only this test sends.
  values: () => ({
    name: "Ada Lovelace",
    email: uniqueEmail("ada"),
    phone: "(616) 555-0142",
    message: "We answer the same twenty questions by email every week.\nCan an assistant draft the replies?",
  }),
  fill: fillIn,
  mine: byEmail,
});

const thankYou = (page: Page) => page.getByRole("region", { name: contactPage.thankYou.heading });

test.describe("contact form", () => {
  opensForm("/contact");

  test("sends the message, thanks the visitor, and the inbox receives every field as JSON the browser sent as text/plain (no-cors)", async ({
    page,
    form,
  }) => {
    const { fields } = form;
    await form.fill();
    const since = Date.now();
    await fields.submit.click();

    await expectToast(page, toasts.contact.success);
    await expect(thankYou(page)).toContainText(contactPage.thankYou.message);
    await expect(fields.form).toHaveCount(0);
    await form.expectArrivedOnce(form.values, since);

    await thankYou(page).getByRole("button", { name: contactPage.thankYou.againLabel }).click();
    await expect(fields.form).toBeVisible();
    for (const field of [fields.name, fields.email, fields.phone, fields.message]) await expect(field).toHaveValue("");
    await expect(fields.name).toBeFocused();
  });

  test("sends an empty phone when the visitor leaves the optional phone out", async ({ page, form }) => {
    const { name, email, message } = form.values;
    await fillIn(form.fields, { name, email, message });
    const since = Date.now();
    await form.fields.submit.click();

    await expectToast(page, toasts.contact.success);
    await form.expectArrivedOnce({ name, email, phone: "", message }, since);
  });

  test("a double click while sending reads Sending..., stays disabled, and sends one message", async ({
    page,
    form,
  }) => {
    await form.doubleClickWhileSending(() => expect(thankYou(page)).toBeVisible());
  });

  test("with a required field missing it shows the required-fields toast and sends nothing", async ({ page, form }) => {
    const { fields } = form;
    for (const required of [fields.name, fields.email, fields.message])
      await expect(required).toHaveAttribute("required", "");
    await expect(fields.phone).not.toHaveAttribute("required");

    for (const missing of ["name", "email", "message"] as const) {
      await form.fill({ ...form.values, [missing]: "" });
      await fields.submit.click();
      await expectToast(page, toasts.contact.missingFields);
      await expect(fields[missing]).toHaveAttribute("aria-invalid", "true");
      await expect(fields[missing]).toBeFocused();
      // Closed, so the next round's toast has to be raised afresh.
      await closeToast(page);
    }

    await expect(fields.form).toBeVisible();
    await form.expectNothingSent();
  });
});
