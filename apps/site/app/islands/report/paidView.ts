import { reportPaymentQuery } from "@grand-river/content";
import { ISLAND } from "../../hydration/contract";

/** Marks each of the report page's two prerendered views, "sales" and "details". */
export const REPORT_VIEW_ATTRIBUTE = "data-report-view";

/**
 * The view the page shows, as `showPaidViewScript` left the prerendered views: the address no longer
 * says, since that script drops the flag at load. Without prerendered views (a story renders the
 * island alone, and no inline script runs), the view the address asks for.
 */
export function viewShown(root: ParentNode, search: string): "sales" | "details" {
  const details = root.querySelector<HTMLElement>(`[${REPORT_VIEW_ATTRIBUTE}="details"]`);
  if (details) return details.hidden ? "sales" : "details";
  const paid = new URLSearchParams(search).get(reportPaymentQuery.name) === reportPaymentQuery.successValue;
  return paid ? "details" : "sales";
}

const paidTest = `new URLSearchParams(location.search).get(${JSON.stringify(reportPaymentQuery.name)}) === ${JSON.stringify(reportPaymentQuery.successValue)}`;

/** While the address asks for the details form: the sales view never shows, the details form does. */
const paidViewRules = `[${REPORT_VIEW_ATTRIBUTE}="sales"] { display: none !important; } [${REPORT_VIEW_ATTRIBUTE}="details"][hidden] { display: block; }`;

/**
 * An inline script placed before the report page's island: for a visitor back from checkout, adds
 * `paidViewRules` to the document through the CSSOM (as the rest of the page's runtime styles are,
 * so the page's policy needs no new hash), so the sales view is never painted for them, not even in
 * a frame the browser paints while it is still parsing the long page (a slow phone does) before
 * `showPaidViewScript` has run.
 */
export const markPaidScript = [
  `if (${paidTest} && "adoptedStyleSheets" in document) {`,
  `const sheet = new CSSStyleSheet(); sheet.replaceSync(${JSON.stringify(paidViewRules)});`,
  `document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]; }`,
].join("\n");

/**
 * An inline script, placed right after the report page's island, that shows the view the address
 * asks for before the page first paints: the page is one static file for both, prerendered with the
 * sales view showing and the details form hidden. So a visitor back from checkout sees, and can type
 * into, the details form at once, before any of the page's code has loaded. It then drops the flag
 * from the address at once, so a reload or a shared link does not reopen the form, and lets the
 * island wake when reached for like any form (the runtime, which starts later, would find the flag
 * gone); the island, when it wakes, renders the view the page shows (`viewShown`).
 */
export const showPaidViewScript = [
  `if (${paidTest}) {`,
  `for (const view of document.querySelectorAll("[${REPORT_VIEW_ATTRIBUTE}]")) view.hidden = view.getAttribute("${REPORT_VIEW_ATTRIBUTE}") !== "details";`,
  `const island = document.querySelector("[${ISLAND.wakeQuery}]");`,
  `if (island) { island.setAttribute("${ISLAND.wake}", "interaction"); island.removeAttribute("${ISLAND.wakeQuery}"); }`,
  `const url = new URL(location.href); url.searchParams.delete(${JSON.stringify(reportPaymentQuery.name)});`,
  `history.replaceState(history.state, "", url); }`,
].join("\n");
