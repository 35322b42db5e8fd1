import { reportPaymentQuery } from "@grand-river/content";
import { Island } from "../hydration/Island";
import ReportIsland from "../islands/ReportIsland";
import { markPaidScript, showPaidViewScript } from "../islands/report/paidView";

/**
 * /ai-report (§2.8): the sales page, which needs no code; a visitor back from checkout
 * (?payment=success) gets the details form from the first paint, which wakes when they reach for it,
 * then the thank-you.
 */
export default function AiReport() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: markPaidScript }} />
      <Island of={ReportIsland} wake={{ query: { [reportPaymentQuery.name]: reportPaymentQuery.successValue } }} />
      <script dangerouslySetInnerHTML={{ __html: showPaidViewScript }} />
    </>
  );
}
