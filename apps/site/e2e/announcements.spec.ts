import { expect, test } from "@playwright/test";
import { toasts } from "@grand-river/forms/data";
import { openForm } from "./forms/form-helpers";

test.describe("toasts are heard once, through live regions that were there first (WCAG 4.1.3)", () => {
  test("the contact form's regions are in the prerendered page, empty, before any toast", async ({ request }) => {
    const html = await (await request.get("/contact")).text();
    const region = html.slice(html.indexOf('aria-label="Notifications"'));
    expect(region).toMatch(
      /^aria-label="Notifications"[^]*?role="status" aria-live="polite" aria-atomic="true"[^>]*><\/div>/,
    );
    expect(region).toMatch(/role="alert" aria-live="assertive" aria-atomic="true"[^>]*><\/div>/);
  });

  test("a missing-fields error goes into the assertive region that was already there, once, and the card shows it", async ({
    page,
  }) => {
    await openForm(page, "/contact");
    const notifications = page.getByRole("region", { name: "Notifications" });
    const alert = notifications.getByRole("alert");
    const status = notifications.getByRole("status");
    const before = await alert.elementHandle();
    await expect(alert).toBeEmpty();

    await page.getByRole("button", { name: "Send Message" }).click();

    const { title, description } = toasts.contact.missingFields;
    await expect(alert).toHaveText(`${title} ${description}`, { useInnerText: true });
    // The same element, there before the toast: assistive technology was already listening to it.
    expect(await alert.evaluate((element, earlier) => element === earlier, before)).toBe(true);
    await expect(status).toBeEmpty();
    // The words are in one live region only; the card is not one.
    await expect(page.locator("[aria-live], [role=status], [role=alert]").filter({ hasText: description })).toHaveCount(
      1,
    );
    await expect(notifications.getByRole("listitem")).toContainText(description);
    // In the screen's corner, though the toaster sits in the form's band (a containing block).
    await expect(notifications.getByRole("listitem")).toBeInViewport();
  });
});
