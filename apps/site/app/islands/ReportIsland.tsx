import { useEffect, useRef, useState } from "react";
import { reportFormMessages, reportPage, reportPaymentQuery } from "@grand-river/content";
import { ReportDetailsForm } from "@grand-river/forms";
import { Section } from "@grand-river/ui";
import { SiteForms } from "../layout/SiteForms";
import { PageHeader } from "../shared/PageHeader";
import { SalesView } from "./report/SalesView";
import { ThankYouView } from "./report/ThankYouView";

/** The three views of the report page (§4). */
type ReportView = "sales" | "details" | "thank-you";

/**
 * /ai-report's content (§2.8): the sales page; with ?payment=success the details form; after it, the
 * thank-you. Prerendered as the sales view, and woken only for a visitor back from checkout (the
 * page asks for `wake={{ query }}`), so everyone else reads the sales page with no React at all.
 */
export default function ReportIsland() {
  const [view, setView] = useState<ReportView>("sales");

  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(reportPaymentQuery.name) !== reportPaymentQuery.successValue) return;
    // The address is read after hydration, so the prerendered sales view hydrates as it was built.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setView("details");
    // Drop the flag so a reload or a shared link does not reopen the form; the view stays in state.
    url.searchParams.delete(reportPaymentQuery.name);
    window.history.replaceState(window.history.state, "", url);
  }, []);

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
          <SiteForms>
            <ReportDetailsForm messages={reportFormMessages} onSuccess={() => setView("thank-you")} />
          </SiteForms>
        </Section>
      </>
    );
  }
  if (view === "thank-you") return <ThankYouView titleRef={titleRef} />;
  return <SalesView titleRef={titleRef} />;
}
