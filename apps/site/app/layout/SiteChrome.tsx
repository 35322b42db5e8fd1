import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { pageFor } from "../route-table";
import { Navbar } from "./Navbar";
import { Footer } from "./Footer";
import { ScheduleCallButton } from "./ScheduleCallButton";
import { ScrollToTop } from "./ScrollToTop";
import { useBookingWidget } from "./useBookingWidget";

/** The chrome around every page: navbar, footer and floating button, unless the page is bare. */
export function SiteChrome({ children }: { children: ReactNode }) {
  const page = pageFor(useLocation().pathname);
  useBookingWidget();
  return (
    <>
      <ScrollToTop />
      {page.chrome === "full" && <Navbar />}
      <main id="main">{children}</main>
      {page.chrome === "full" && <Footer />}
      {page.scheduleCall && <ScheduleCallButton />}
    </>
  );
}
