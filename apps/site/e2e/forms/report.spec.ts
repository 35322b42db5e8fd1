import { expect, test, type Page } from "@playwright/test";
import { reportPage } from "@grand-river/content";
import {
  closeToast,
  countWebhookPosts,
  doubleClickWhileSending,
  expectNothingArrived,
  expectOneArrival,
  expectSentAsPlainText,
  expectStillHolds,
  expectTimestampSince,
  expectToast,
  fillIn,
  openForm,
  submitWhileFailing,
  toasts,
  uniqueEmail,
  type Body,
} from "./form-helpers";

const submitLabel = "Submit Details";

function detailsForm(page: Page) {
  const form = page.getByRole("form", { name: "Report details" });
  return {
    form,
    name: form.getByRole("textbox", { name: "Name", exact: true }),
    email: form.getByRole("textbox", { name: "Email", exact: true }),
    company: form.getByRole("textbox", { name: "Company", exact: true }),
    website: form.getByRole("textbox", { name: "Website", exact: true }),
    businessSpecialization: form.getByRole("textbox", { name: "Business specialization" }),
    challenges: form.getByRole("textbox", { name: "Biggest challenges" }),
    notes: form.getByRole("textbox", { name: "Anything else we should know?" }),
    newsletter: form.getByRole("switch", { name: "Also send me the AI newsletter" }),
    submit: form.getByRole("button", { name: submitLabel, exact: true }),
  };
}

/** Details only this test sends. */
function someDetails() {
  return {
    name: "Katherine Johnson",
    email: uniqueEmail("katherine"),
    company: "Lakeshore Dental Group",
    website: "https://lakeshoredental.example.com",
    businessSpecialization: "Family dentistry, three chairs, West Michigan patients",
    challenges: "Appointment reminders by hand.\nInsurance questions by phone all day.",
    notes: "Best reached after 3pm.",
  };
}

type Details = ReturnType<typeof someDetails>;

async function fillDetails(page: Page, details: Details) {
  await fillIn(detailsForm(page), details);
}

test.describe("AI report details form", () => {
  test("coming back from checkout with payment=success drops the flag from the address and shows the details form", async ({
    page,
  }) => {
    await openForm(page, "/ai-report?payment=success");

    await expect(page).toHaveURL((url) => url.pathname === "/ai-report" && url.search === "");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(reportPage.detailsForm.heading);
    await expect(detailsForm(page).form).toBeVisible();
    await expect(detailsForm(page).newsletter).toBeChecked();
  });

  test("without payment=success the page stays on the sales view with no details form", async ({ page }) => {
    await openForm(page, "/ai-report");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(reportPage.hero.headline);
    await expect(page).toHaveURL((url) => url.pathname === "/ai-report");
    await expect(detailsForm(page).form).toHaveCount(0);
  });

  test.describe("after payment", () => {
    test.beforeEach(async ({ page }) => {
      await openForm(page, "/ai-report?payment=success");
      await expect(detailsForm(page).form).toBeVisible();
    });

    test("sends the details, shows the Thank You view, and the inbox receives every field, newsletter true and source ai_report_page, as JSON the browser sent as text/plain (no-cors)", async ({
      page,
    }) => {
      const details = someDetails();
      await fillDetails(page, details);
      const since = Date.now();
      await detailsForm(page).submit.click();

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(reportPage.confirmation.heading);
      await expect(page.getByText(reportPage.confirmation.message)).toBeVisible();
      await expect(detailsForm(page).form).toHaveCount(0);

      const arrival = await expectOneArrival("report", (body) => body.email === details.email);
      const { timestamp, ...body } = arrival.body as Body;
      expect(body).toEqual({ ...details, newsletter: true, source: "ai_report_page" });
      expectTimestampSince(timestamp, since);
      expectSentAsPlainText(arrival);
    });

    test("sends newsletter false when the visitor switches the newsletter off", async ({ page }) => {
      const fields = detailsForm(page);
      const email = uniqueEmail("nonews");
      await fields.name.fill("Mary Jackson");
      await fields.email.fill(email);
      await fields.newsletter.press("Space");
      await expect(fields.newsletter).not.toBeChecked();
      await fields.submit.click();

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(reportPage.confirmation.heading);
      const arrival = await expectOneArrival("report", (body) => body.email === email);
      expect(arrival.body).toMatchObject({ name: "Mary Jackson", email, newsletter: false, company: "", website: "" });
    });

    test("when the request fails it shows the error toast and keeps every value, the newsletter switch included", async ({
      page,
    }) => {
      const details = someDetails();
      const fields = detailsForm(page);
      await submitWhileFailing(page, "report", fields, async () => {
        await fillDetails(page, details);
        await fields.newsletter.click();
      });

      await expectStillHolds(fields, details);
      await expect(fields.newsletter).not.toBeChecked();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(reportPage.detailsForm.heading);
      await expectNothingArrived("report", (body) => body.email === details.email);
    });

    test("a double click while sending reads Submitting Details..., stays disabled, and sends the details once", async ({
      page,
    }) => {
      const details = someDetails();
      await doubleClickWhileSending(page, "report", detailsForm(page), () => fillDetails(page, details), {
        sent: () => expect(page.getByRole("heading", { level: 1 })).toHaveText(reportPage.confirmation.heading),
        mine: (body) => body.email === details.email,
      });
    });

    test("with the name or the email missing it shows the name-and-email toast and sends nothing", async ({ page }) => {
      const fields = detailsForm(page);
      const posts = countWebhookPosts(page, "report");
      const email = uniqueEmail("incomplete");
      await expect(fields.name).toHaveAttribute("required", "");
      await expect(fields.email).toHaveAttribute("required", "");
      await expect(fields.website).toHaveAttribute("type", "url");

      const rounds = [
        { name: "", email: "", firstInvalid: fields.name },
        { name: "", email, firstInvalid: fields.name },
        { name: "Dorothy Vaughan", email: "", firstInvalid: fields.email },
      ];
      for (const round of rounds) {
        await fields.name.fill(round.name);
        await fields.email.fill(round.email);
        await fields.submit.click();
        await expectToast(page, toasts.report.missingFields);
        await expect(round.firstInvalid).toBeFocused();
        await closeToast(page);
      }

      await expect(fields.form).toBeVisible();
      expect(posts()).toBe(0);
      await expectNothingArrived("report", (body) => body.email === email);
    });
  });
});
