import { expect, test, type Page } from "@playwright/test";
import { contactPage } from "@grand-river/content";
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

// Each form's draft (what is kept, what is never kept, when it is forgotten) is tested in forms'
// drafts/formDrafts.test.tsx; this is the one journey only a browser proves: a real reload, the
// form waking by itself for its draft, the send, and an empty form after.
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
});
