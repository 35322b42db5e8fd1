import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { reportPage, reportPaymentQuery } from "@grand-river/content";
import { Section } from "@grand-river/ui";
import { PageHeader } from "./shared/PageHeader";
import { SalesView } from "./ai-report/SalesView";
import { ThankYouView } from "./ai-report/ThankYouView";

// Only paid visitors reach the details view, and only after hydration, so the sales view never
// loads the form's code.
const ReportDetailsForm = lazy(() => import("./ai-report/ReportDetailsIsland"));

/** The three views of the report page (§4). */
type ReportView = "sales" | "details" | "thank-you";

/**
 * /ai-report (§2.8): the sales page; with ?payment=success the details form; after it, the thank-you.
 * The page is prerendered without a query, so the view is chosen after hydration, never during render.
 */
export default function AiReport() {
  const [view, setView] = useState<ReportView>("sales");
  const [searchParams, setSearchParams] = useSearchParams();
  const paid = searchParams.get(reportPaymentQuery.name) === reportPaymentQuery.successValue;

  useEffect(() => {
    if (!paid) return;
    setView("details");
    // Drop the flag so a reload or a shared link does not reopen the form; the view stays in state.
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(reportPaymentQuery.name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [paid, setSearchParams]);

  // Each view's h1 takes focus when the view changes, so screen readers hear the new content.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    titleRef.current?.focus();
  }, [view]);

  if (view === "details") {
    return (
      <>
        <PageHeader title={reportPage.detailsForm.heading} intro={reportPage.detailsForm.intro} titleRef={titleRef} />
        <Section width="prose">
          <Suspense>
            <ReportDetailsForm onSuccess={() => setView("thank-you")} />
          </Suspense>
        </Section>
      </>
    );
  }
  if (view === "thank-you") return <ThankYouView titleRef={titleRef} />;
  return <SalesView titleRef={titleRef} />;
}
