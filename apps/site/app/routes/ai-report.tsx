import { reportPaymentQuery } from "@grand-river/content";
import { Island } from "../hydration/Island";
import ReportIsland from "../islands/ReportIsland";

/**
 * /ai-report (§2.8): the sales page, which needs no code; a visitor back from checkout
 * (?payment=success) wakes it into the details form, then the thank-you.
 */
export default function AiReport() {
  return <Island of={ReportIsland} wake={{ query: { [reportPaymentQuery.name]: reportPaymentQuery.successValue } }} />;
}
