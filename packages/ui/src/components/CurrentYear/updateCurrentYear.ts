/** Marks text that carries a year; the value is the year it was rendered with. */
export const CURRENT_YEAR_ATTRIBUTE = "data-current-year";

/**
 * Puts the visitor's year where the text says the year it was rendered in: a page prerendered in
 * December still says the right year in January. Plain DOM, for pages without React.
 */
export function updateCurrentYear(element: HTMLElement, now = new Date()): void {
  const rendered = element.getAttribute(CURRENT_YEAR_ATTRIBUTE);
  const current = String(now.getFullYear());
  if (!rendered || rendered === current || !element.textContent.includes(rendered)) return;
  element.textContent = element.textContent.replace(rendered, current);
  element.setAttribute(CURRENT_YEAR_ATTRIBUTE, current);
}
