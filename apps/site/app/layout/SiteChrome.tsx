import type { ReactNode } from "react";
import { SkipLink } from "@grand-river/ui";
import { normalizePath, pageFor } from "../route-table";
import { Footer } from "./Footer";
import { Navbar } from "./Navbar";
import { ScheduleCallButton } from "./ScheduleCallButton";

/**
 * The chrome around every page: navbar, footer and floating button, unless the page is bare. Plain
 * HTML: its few behaviours (the header's scroll state, the mobile menu, the dark-mode switch) run
 * from the page's one small script, and every link is an ordinary link to another page.
 */
export function SiteChrome({ pathname, children }: { pathname: string; children: ReactNode }) {
  const page = pageFor(pathname);
  const full = page.chrome === "full";
  return (
    <>
      {full && <SkipLink />}
      {full && <Navbar currentPath={normalizePath(pathname)} />}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {full && <Footer />}
      {page.scheduleCall && <ScheduleCallButton />}
    </>
  );
}
