import { expect, test, type Page } from "@playwright/test";
import { contactPage } from "@grand-river/content";
import { toasts } from "@grand-river/forms/data";
import { openForm as open } from "./forms/form-helpers";
import { arrivals, uniqueTag } from "./inbox";
import { waitForPage } from "./page-helpers";

/**
 * Reloads the page the way a visitor does, and waits for the app to take over again: a form with a
 * saved draft wakes by itself to put it back. (The forms are opened awake: what is typed before a
 * form wakes joins its draft once it does, at the visitor's first pause.)
 */
async function reload(page: Page) {
  await page.reload();
  await waitForPage(page);
}

const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

test.describe("unsent drafts survive a reload", () => {
  test("the contact form gets its message back after a reload, and is empty again once it was sent", async ({
    page,
  }) => {
    const tag = uniqueTag();
    await open(page, "/contact");
    await textbox(page, "Name").fill("Katherine Johnson");
    await textbox(page, "Email").fill(`kj.${tag}@example.com`);
    await textbox(page, "Message").fill(`Draft ${tag}\nSecond line`);

    await reload(page);

    await expect(textbox(page, "Message")).toHaveValue(`Draft ${tag}\nSecond line`);
    await expect(textbox(page, "Name")).toHaveValue("Katherine Johnson");
    await expect(textbox(page, "Email")).toHaveValue(`kj.${tag}@example.com`);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: contactPage.thankYou.heading })).toBeVisible();
    await expect.poll(async () => (await arrivals("contact", tag)).length).toBe(1);

    await reload(page);

    await expect(textbox(page, "Name")).toHaveValue("");
    await expect(textbox(page, "Message")).toHaveValue("");
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(tag);
  });

  test("the Playbook sign-up gets its answers and choices back", async ({ page }) => {
    await open(page, "/ai-playbook");
    await textbox(page, "Full name").fill("Grace Hopper");
    await page.getByRole("radio", { name: "11-50" }).check();
    await page.getByRole("checkbox", { name: "Slack" }).check();

    await reload(page);

    await expect(textbox(page, "Full name")).toHaveValue("Grace Hopper");
    await expect(page.getByRole("radio", { name: "11-50" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Slack" })).toBeChecked();
  });

  test("the report details come back when the visitor returns to the form after paying", async ({ page }) => {
    await open(page, "/ai-report?payment=success");
    await textbox(page, "Name").fill("Mary Jackson");
    await textbox(page, "Biggest challenges").fill("Quotes take a day");

    await open(page, "/ai-report?payment=success");

    await expect(textbox(page, "Name")).toHaveValue("Mary Jackson");
    await expect(textbox(page, "Biggest challenges")).toHaveValue("Quotes take a day");
  });

  test("the work log's draft waits behind the gate, which is not remembered, and the code is never stored", async ({
    page,
  }) => {
    await open(page, "/admin");
    await page.getByLabel(/^Password/).fill("2468");
    await page.getByRole("button", { name: "Unlock" }).click();
    await textbox(page, "Client name").fill("Acme Storage");

    await reload(page);

    await expect(page.getByLabel(/^Password/)).toBeVisible();
    await expect(textbox(page, "Client name")).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(stored).toContain("Acme Storage");
    expect(stored).not.toContain("2468");
    await page.getByLabel(/^Password/).fill("2468");
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(textbox(page, "Client name")).toHaveValue("Acme Storage");
  });

  test("a Playbook sign-up that went through leaves nothing behind", async ({ page }) => {
    const tag = uniqueTag();
    await open(page, "/ai-playbook");
    await textbox(page, "Full name").fill("Grace Hopper");
    await textbox(page, "Business name").fill("Cobol Consulting");
    await textbox(page, "Industry or niche").fill("Software");
    await page.getByRole("radio", { name: "2-10" }).check();
    await page.getByRole("checkbox", { name: "Gmail" }).check();
    await textbox(page, "Email").fill(`grace.${tag}@example.com`);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("region", { name: "Notifications" }).getByRole("status")).toContainText(
      toasts.playbook.success.title,
    );

    await reload(page);

    await expect(textbox(page, "Full name")).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: "Gmail" })).not.toBeChecked();
  });
});
