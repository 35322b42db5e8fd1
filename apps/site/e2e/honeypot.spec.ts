import { expect, test, type Page } from "@playwright/test";
import { contactPage, reportPage } from "@grand-river/content";
import type { WebhookForm } from "@grand-river/webhooks";
import { toasts, type FormToast } from "@grand-river/forms/data";
import { arrivals, countPosts, uniqueTag } from "./inbox";
import { HONEYPOT_FIELD, waitForPage } from "./page-helpers";

const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** What a bot does that a person cannot: put text in the field nobody sees. */
async function fillTrap(page: Page, text: string) {
  await page.locator(`input[name="${HONEYPOT_FIELD}"]`).evaluate((input: HTMLInputElement, value) => {
    input.value = value;
  }, text);
}

async function expectToast(page: Page, toast: FormToast) {
  const notifications = page.getByRole("region", { name: "Notifications" });
  await expect(notifications.getByRole(toast.variant === "destructive" ? "alert" : "status")).toHaveText(
    `${toast.title} ${toast.description}`,
    { useInnerText: true },
  );
}

interface TrapCase {
  form: WebhookForm;
  path: string;
  fill: (page: Page, tag: string) => Promise<void>;
  submit: string;
  /** What a person would see after a successful send. */
  success: (page: Page) => Promise<void>;
}

const cases: TrapCase[] = [
  {
    form: "newsletter",
    path: "/",
    fill: (page, tag) => textbox(page, "Email address").fill(`bot.${tag}@spam.example`),
    submit: "Subscribe",
    success: async (page) => {
      await expectToast(page, toasts.newsletter.sectionSuccess);
      await expect(textbox(page, "Email address")).toHaveValue("");
    },
  },
  {
    form: "report",
    path: "/ai-report?payment=success",
    fill: async (page, tag) => {
      await textbox(page, "Name").fill(`Bot ${tag}`);
      await textbox(page, "Email").fill(`bot.${tag}@spam.example`);
    },
    submit: "Submit Details",
    success: (page) =>
      expect(page.getByRole("heading", { level: 1, name: reportPage.confirmation.heading })).toBeVisible(),
  },
  {
    form: "playbook",
    path: "/ai-playbook",
    fill: async (page, tag) => {
      await textbox(page, "Full name").fill(`Bot ${tag}`);
      await textbox(page, "Email").fill(`bot.${tag}@spam.example`);
    },
    submit: "Sign Up",
    success: async (page) => {
      await expectToast(page, toasts.playbook.success);
      await expect(textbox(page, "Full name")).toHaveValue("");
    },
  },
  {
    form: "contact",
    path: "/contact",
    fill: async (page, tag) => {
      await textbox(page, "Name").fill(`Bot ${tag}`);
      await textbox(page, "Email").fill(`bot.${tag}@spam.example`);
      await textbox(page, "Message").fill(`Cheap links ${tag}`);
    },
    submit: "Send Message",
    success: async (page) => {
      await expectToast(page, toasts.contact.success);
      await expect(page.getByRole("heading", { name: contactPage.thankYou.heading })).toBeVisible();
    },
  },
];

test.describe("the honeypot", () => {
  for (const { form, path, fill, submit, success } of cases) {
    test(`a bot that fills the ${form} form's hidden field is shown success, and nothing is sent`, async ({ page }) => {
      const tag = uniqueTag();
      const posts = countPosts(page, form);
      await page.goto(path);
      await waitForPage(page);
      await fill(page, tag);
      await fillTrap(page, `https://spam.example/${tag}`);

      await page.getByRole("button", { name: submit }).click();

      await success(page);
      expect(posts()).toBe(0);
      expect(await arrivals(form, tag)).toEqual([]);
    });
  }

  test("people never meet it: it is hidden, unnamed to assistive technology, and skipped by Tab", async ({ page }) => {
    await page.goto("/contact");
    await waitForPage(page);
    const trap = page.locator(`input[name="${HONEYPOT_FIELD}"]`);

    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    // Clipped away: nothing of it can be seen or clicked where it sits.
    const visible = await trap.evaluate((input) => {
      input.scrollIntoView({ block: "center", inline: "center" });
      const { x, y, width, height } = input.getBoundingClientRect();
      const points = [
        [x + width / 2, y + height / 2],
        [x + 2, y + 2],
        [x + width - 2, y + height - 2],
      ] as const;
      return points.some(([px, py]) => input.contains(document.elementFromPoint(px, py)));
    });
    expect(visible).toBe(false);
    await expect(page.locator(`[aria-hidden="true"]:has(> input[name="${HONEYPOT_FIELD}"])`)).toHaveCount(1);
    await expect(page.getByRole("textbox", { name: /leave this field empty/i })).toHaveCount(0);
    await textbox(page, "Message").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused();
  });
});
