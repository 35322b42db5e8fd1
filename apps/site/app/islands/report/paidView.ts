import { reportPaymentQuery } from "@grand-river/content";

/** Marks each of the report page's two prerendered views, "sales" and "details". */
export const REPORT_VIEW_ATTRIBUTE = "data-report-view";

/** The view the address asks for: the details form for a visitor back from checkout, else the sales page. */
export function viewForAddress(search: string): "sales" | "details" {
  const paid = new URLSearchParams(search).get(reportPaymentQuery.name) === reportPaymentQuery.successValue;
  return paid ? "details" : "sales";
}

/**
 * An inline script, placed right after the report page's island, that shows the view the address
 * asks for before the page first paints: the page is one static file for both, prerendered with the
 * sales view showing and the details form hidden. So a visitor back from checkout sees, and can type
 * into, the details form at once, before any of the page's code has loaded; the island, when it
 * wakes, renders the same view from the same address (`viewForAddress`).
 */
export const showPaidViewScript = [
  `if (new URLSearchParams(location.search).get(${JSON.stringify(reportPaymentQuery.name)}) === ${JSON.stringify(reportPaymentQuery.successValue)})`,
  `for (const view of document.querySelectorAll("[${REPORT_VIEW_ATTRIBUTE}]")) view.hidden = view.getAttribute("${REPORT_VIEW_ATTRIBUTE}") !== "details";`,
].join("\n");
