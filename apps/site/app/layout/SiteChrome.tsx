import { lazy, Suspense, type ReactNode } from "react";
import { useLocation } from "react-router";
import { SkipLink } from "@grand-river/ui";
import { pageFor } from "../route-table";
import { Footer } from "./Footer";
import { Navbar } from "./Navbar";
import { ScheduleCallButton } from "./ScheduleCallButton";
import { ScrollToTop } from "./ScrollToTop";
import { useBookingWidget } from "./useBookingWidget";

// Prerendered with the page (an empty live region) and hydrated once its chunk arrives.
const Toaster = lazy(() => import("./ToasterIsland"));

/** The chrome around every page: navbar, footer and floating button, unless the page is bare. */
export function SiteChrome({ children }: { children: ReactNode }) {
  const page = pageFor(useLocation().pathname);
  const full = page.chrome === "full";
  useBookingWidget();
  return (
    <>
      <ScrollToTop />
      {full && <SkipLink />}
      {full && <Navbar />}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {full && <Footer />}
      {page.scheduleCall && <ScheduleCallButton />}
      <Suspense>
        <Toaster />
      </Suspense>
    </>
  );
}
