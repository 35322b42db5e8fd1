import { expect, type Page } from "@playwright/test";
import { reportPage } from "@grand-river/content";
import { closeToast, expectToast, openForm, toasts, uniqueEmail } from "./form-helpers";
import { byEmail, fillIn, formTest, expectStillHolds, textboxes } from "./form-journey";

const test = formTest({
  webhook: "report",
  name: "Report details",
  submitLabel: "Submit Details",
  fields: (form) => ({
    ...textboxes(form, { name: "Name", email: "Email", company: "Company", website: "Website" }, { exact: true }),
    ...textboxes(form, { businessSpecialization: "Business specialization", challenges: "Biggest challenges" }),
    notes: form.getByRole("textbox", { name: "Anything else we should know?" }),
    newsletter: form.getByRole("switch", { name: "Also send me the AI newsletter" }),
  }),
  // Details only this test sends.
  values: () => ({
    name: "Katherine Johnson",
    email: uniqueEmail("katherine"),
    company: "Lakeshore Dental Group",
    website: "https://lakeshoredental.example.com",
    businessSpecialization: "Family dentistry, three chairs, West Michigan patients",
    challenges: "Appointment reminders by hand.\nInsurance questions by phone all day.",
    notes: "Best reached after 3pm.",
  }),
  fill: fillIn,
  mine: byEmail,
});

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

test.describe("AI report details form", () => {
  test("coming back from checkout with payment=success drops the flag from the address and shows the details form", async ({
    page,
    form,
  }) => {
    await openForm(page, "/ai-report?payment=success");

    await expect(page).toHaveURL((url) => url.pathname === "/ai-report" && url.search === "");
    await expect(heading(page)).toHaveText(reportPage.detailsForm.heading);
    await expect(form.fields.form).toBeVisible();
    await expect(form.fields.newsletter).toBeChecked();
  });

  test("without payment=success the page stays on the sales view with no details form", async ({ page, form }) => {
    await openForm(page, "/ai-report");

    await expect(heading(page)).toHaveText(reportPage.hero.headline);
    await expect(page).toHaveURL((url) => url.pathname === "/ai-report");
    await expect(form.fields.form).toHaveCount(0);
  });

  test.describe("after payment", () => {
    test.beforeEach(async ({ page, form }) => {
      await openForm(page, "/ai-report?payment=success");
      await expect(form.fields.form).toBeVisible();
    });

    test("sends the details, shows the Thank You view, and the inbox receives every field, newsletter true and source ai_report_page, as JSON the browser sent as text/plain (no-cors)", async ({
      page,
      form,
    }) => {
      await form.fill();
      const since = Date.now();
      await form.fields.submit.click();

      await expect(heading(page)).toHaveText(reportPage.confirmation.heading);
      await expect(page.getByText(reportPage.confirmation.message)).toBeVisible();
      await expect(form.fields.form).toHaveCount(0);
      await form.expectArrivedOnce({ ...form.values, newsletter: true, source: "ai_report_page" }, since);
    });

    test("sends newsletter false when the visitor switches the newsletter off", async ({ page, form }) => {
      const { fields } = form;
      const { name, email } = form.values;
      await fillIn(fields, { name, email });
      await fields.newsletter.press("Space");
      await expect(fields.newsletter).not.toBeChecked();
      const since = Date.now();
      await fields.submit.click();

      await expect(heading(page)).toHaveText(reportPage.confirmation.heading);
      const empty = { company: "", website: "", businessSpecialization: "", challenges: "", notes: "" };
      await form.expectArrivedOnce({ name, email, ...empty, newsletter: false, source: "ai_report_page" }, since);
    });

    test("when the request fails it shows the error toast and keeps every value, the newsletter switch included", async ({
      page,
      form,
    }) => {
      await form.submitWhileFailing(async () => {
        await form.fill();
        await form.fields.newsletter.click();
      });

      await expectStillHolds(form.fields, form.values);
      await expect(form.fields.newsletter).not.toBeChecked();
      await expect(heading(page)).toHaveText(reportPage.detailsForm.heading);
    });

    test("a double click while sending reads Submitting Details..., stays disabled, and sends the details once", async ({
      page,
      form,
    }) => {
      await form.doubleClickWhileSending(() => expect(heading(page)).toHaveText(reportPage.confirmation.heading));
    });

    test("with the name or the email missing it shows the name-and-email toast and sends nothing", async ({
      page,
      form,
    }) => {
      const { fields } = form;
      const { email } = form.values;
      await expect(fields.name).toHaveAttribute("required", "");
      await expect(fields.email).toHaveAttribute("required", "");
      await expect(fields.website).toHaveAttribute("type", "url");

      const rounds = [
        { name: "", email: "", firstInvalid: fields.name },
        { name: "", email, firstInvalid: fields.name },
        { name: "Dorothy Vaughan", email: "", firstInvalid: fields.email },
      ];
      for (const round of rounds) {
        await fillIn(fields, { name: round.name, email: round.email });
        await fields.submit.click();
        await expectToast(page, toasts.report.missingFields);
        await expect(round.firstInvalid).toBeFocused();
        await closeToast(page);
      }

      await expect(fields.form).toBeVisible();
      await form.expectNothingSent();
    });
  });
});
