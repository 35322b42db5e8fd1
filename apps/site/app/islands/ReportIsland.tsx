import { useEffect, useRef, useState } from "react";
import { reportFormMessages, reportPage } from "@grand-river/content";
import { ReportDetailsForm } from "@grand-river/forms";
import { Section } from "@grand-river/ui";
import { SiteForms } from "../layout/SiteForms";
import { PageHeader } from "../shared/PageHeader";
import { REPORT_VIEW_ATTRIBUTE, viewShown } from "./report/paidView";
import { SalesView } from "./report/SalesView";
import { ThankYouView } from "./report/ThankYouView";

/** The three views of the report page (§4). */
type ReportView = "sales" | "details" | "thank-you";

/**
 * /ai-report's content (§2.8): the sales page; with ?payment=success the details form; after it, the
 * thank-you. Both first views are prerendered, the details form hidden, and the page's inline script
 * (`showPaidViewScript`) shows the one the address asks for before the first paint, so a visitor back
 * from checkout can type into the form at once. The island wakes only for that visitor, when they
 * reach for the form (the page asks for `wake={{ query }}`, which that script turns into waking on
 * interaction as it drops the flag from the address); everyone else reads the sales page with no
 * React at all.
 */
export default function ReportIsland() {
  // The server renders the sales view; in the browser the page already shows the view the address
  // asked for, and hydration renders that one, so it finds the page as the visitor has it.
  const [view, setView] = useState<ReportView>(() =>
    typeof document === "undefined" ? "sales" : viewShown(document, window.location.search),
  );

  // Once the details are sent, the thank-you's h1 takes focus, so screen readers hear the new content.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (view === "thank-you") titleRef.current?.focus();
  }, [view]);

  return (
    <>
      <div {...{ [REPORT_VIEW_ATTRIBUTE]: "sales" }} hidden={view !== "sales"}>
        <SalesView />
      </div>
      {view === "thank-you" ? (
        <ThankYouView titleRef={titleRef} />
      ) : (
        <div {...{ [REPORT_VIEW_ATTRIBUTE]: "details" }} hidden={view !== "details"}>
          <PageHeader title={reportPage.detailsForm.heading} intro={reportPage.detailsForm.intro} />
          <Section width="prose">
            <SiteForms>
              <ReportDetailsForm messages={reportFormMessages} onSuccess={() => setView("thank-you")} />
            </SiteForms>
          </Section>
        </div>
      )}
    </>
  );
}
