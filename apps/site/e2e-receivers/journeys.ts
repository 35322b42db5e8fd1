import { expect, type Page } from "@playwright/test";
import type { WebhookForm } from "@grand-river/webhooks";
import { contactPage, reportPage, site } from "@grand-river/content";
import { APP_CATEGORIES, TEAM_SIZES, expectToast, openForm, toasts } from "../e2e/forms/form-helpers";

/**
 * Each form filled and sent as a visitor does, with values only this run uses (`tag`), and what the
 * visitor sees once it was sent. The main e2e run tests the forms themselves; here they are only
 * the way a lead reaches the agency.
 */
export interface Journey {
  path: string;
  fill(page: Page, tag: string): Promise<void>;
  send(page: Page): Promise<void>;
  sent(page: Page): Promise<void>;
}

const adminCode = process.env.ADMIN_CODE ?? "2468";

export const journeys: Record<WebhookForm, Journey> = {
  newsletter: {
    path: "/",
    async fill(page, tag) {
      await page
        .getByRole("form", { name: "Newsletter sign-up" })
        .getByRole("textbox", { name: "Email address" })
        .fill(`reader.${tag}@example.com`);
    },
    send: (page) =>
      page
        .getByRole("form", { name: "Newsletter sign-up" })
        .getByRole("button", { name: "Subscribe", exact: true })
        .click(),
    sent: (page) => expectToast(page, toasts.newsletter.sectionSuccess),
  },
  report: {
    path: "/ai-report?payment=success",
    async fill(page, tag) {
      const form = page.getByRole("form", { name: "Report details" });
      const box = (name: string) => form.getByRole("textbox", { name, exact: true });
      await box("Name").fill("Katherine Johnson");
      await box("Email").fill(`katherine.${tag}@example.com`);
      await box("Company").fill("Lakeshore Dental Group");
      await box("Website").fill("https://lakeshoredental.example.com");
      await form.getByRole("textbox", { name: "Business specialization" }).fill("Family dentistry");
      await form.getByRole("textbox", { name: "Biggest challenges" }).fill("Reminders by hand.\nInsurance calls.");
    },
    send: (page) => page.getByRole("button", { name: "Submit Details", exact: true }).click(),
    sent: (page) => expect(page.getByRole("heading", { level: 1 })).toHaveText(reportPage.confirmation.heading),
  },
  playbook: {
    path: "/ai-playbook",
    async fill(page, tag) {
      const form = page.getByRole("form", { name: "Weekly AI Playbook sign-up" });
      const box = (name: string) => form.getByRole("textbox", { name, exact: true });
      await box("Full name").fill("Ada Byron");
      await box("Business name").fill("Byron Bakery");
      await box("Industry or niche").fill("Artisan bakery");
      await box("What is your biggest time drain right now?").fill("Catering emails");
      await box("Email").fill(`ada.${tag}@example.com`);
      await form
        .getByRole("group", { name: "Team size" })
        .getByRole("radio", { name: TEAM_SIZES[1].label, exact: true })
        .click();
      for (const app of [APP_CATEGORIES[0].apps[0], APP_CATEGORIES[2].apps[0]]) {
        await form.getByRole("checkbox", { name: app.label, exact: true }).click();
      }
    },
    send: (page) => page.getByRole("button", { name: "Sign Up", exact: true }).click(),
    sent: (page) => expectToast(page, toasts.playbook.success),
  },
  contact: {
    path: "/contact",
    async fill(page, tag) {
      const form = page.getByRole("form", { name: "Contact message" });
      await form.getByRole("textbox", { name: "Name" }).fill("Dorothy Vaughan");
      await form.getByRole("textbox", { name: "Email" }).fill(`dorothy.${tag}@example.com`);
      await form.getByRole("textbox", { name: "Message" }).fill(`Please call back.\nReference ${tag}.`);
    },
    send: (page) => page.getByRole("button", { name: "Send Message", exact: true }).click(),
    sent: (page) => expect(page.getByRole("heading", { name: contactPage.thankYou.heading })).toBeVisible(),
  },
  worklog: {
    path: "/admin",
    async fill(page, tag) {
      const gate = page.getByRole("textbox", { name: "Password", exact: true });
      await gate.fill(adminCode);
      await gate.press("Enter");
      const form = page.getByRole("form", { name: "Work Log Entry" });
      await form.getByRole("textbox", { name: "Date", exact: true }).fill("2025-03-10");
      await form.getByRole("textbox", { name: "Client name" }).fill(`Lakeshore Dental ${tag}`);
      await form.getByRole("combobox", { name: "Worker" }).selectOption({ label: site.workers[1] });
      await form.getByRole("textbox", { name: "Start time", exact: true }).fill("09:00");
      await form.getByRole("textbox", { name: "End time", exact: true }).fill("17:00");
      await form.getByRole("spinbutton", { name: "Break (minutes)" }).fill("30");
      await form.getByRole("spinbutton", { name: "Hourly rate ($)" }).fill("25.50");
      await form.getByRole("textbox", { name: "Work description" }).fill("Set up reminders.");
    },
    send: (page) => page.getByRole("button", { name: "Submit Work Log", exact: true }).click(),
    sent: (page) => expectToast(page, toasts.worklog.success),
  },
};

/** Opens the journey's page on `origin` with its form woken, as a visitor reaching for it. */
export async function open(page: Page, origin: string, form: WebhookForm) {
  await openForm(page, `${origin}${journeys[form].path}`);
}
