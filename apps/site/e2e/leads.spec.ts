import { expect, test, type Page, type Route } from "@playwright/test";
import { contactPage } from "@grand-river/content";
import { arrivals, submissionIdOf, uniqueTag, watchPosts, webhookOf } from "./inbox";
import { openForm } from "./forms/form-helpers";

/** Fills the contact form with a message only this test sends. */
async function writeMessage(page: Page, tag: string) {
  const form = page.getByRole("form", { name: "Contact message" });
  await form.getByRole("textbox", { name: "Name" }).fill("Dorothy Vaughan");
  await form.getByRole("textbox", { name: "Email" }).fill(`dorothy.${tag}@example.com`);
  await form.getByRole("textbox", { name: "Message" }).fill(`Please call back ${tag}`);
}

test.describe("every lead arrives, once", () => {
  test("a message sent the moment the visitor leaves the page still arrives", async ({ page }) => {
    const tag = uniqueTag();
    await openForm(page, "/contact");
    await writeMessage(page, tag);
    // A slow phone network, where the post is still on its way when the next page replaces this
    // one: the post is held until the page is gone. Without keepalive, leaving cancels it there.
    let held!: (route: Route) => void;
    const posted = new Promise<Route>((resolve) => (held = resolve));
    await page.route(webhookOf("contact"), (route) => held(route));

    await page.getByRole("button", { name: "Send Message" }).click();
    const post = await posted;
    await page.goto("/team");
    await post.continue();

    await expect.poll(async () => (await arrivals("contact", tag)).length, { timeout: 15_000 }).toBe(1);
  });

  test("a retry carries the same submission id as the send that failed; the next message a new one", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const posts = watchPosts(page, "contact");
    await openForm(page, "/contact");
    await writeMessage(page, tag);

    await page.route(webhookOf("contact"), (route) => route.abort("failed"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText("Failed to send message. Please try again.");
    await page.unroute(webhookOf("contact"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: contactPage.thankYou.heading })).toBeVisible();

    await page.getByRole("button", { name: "Send Another Message" }).click();
    await writeMessage(page, `${tag}-second`);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: contactPage.thankYou.heading })).toBeVisible();

    const [failed, retried, next] = posts().map(submissionIdOf);
    expect(failed).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retried).toBe(failed);
    expect(next).not.toBe(failed);
    expect(posts()).toHaveLength(3);
    await expect.poll(async () => (await arrivals("contact", tag)).length).toBe(2);
  });
});
