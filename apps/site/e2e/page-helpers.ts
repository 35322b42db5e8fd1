import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Resolves once React has hydrated the page's main content. React tags every node it hydrates
 * with a `__reactFiber$…` key, so its presence on <main> is the earliest sure sign.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  });
}

/** The link leaves the site in a new tab without handing the new page a reference back. */
export async function expectOpensInNewTab(link: Locator, href?: string) {
  if (href !== undefined) await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

/** A section of a page: a region named by its heading. */
export function region(scope: Page | Locator, name: string) {
  return scope.getByRole("region", { name, exact: true });
}

/** Heading levels of everything the page's main area shows, in document order. */
export async function headingLevels(page: Page) {
  return page
    .getByRole("main")
    .getByRole("heading")
    .evaluateAll((headings) => headings.map((h) => Number(h.getAttribute("aria-level") ?? h.tagName.slice(1))));
}
