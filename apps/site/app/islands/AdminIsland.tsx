import { lazy, Suspense } from "react";
import { adminGateMessages, site } from "@grand-river/content";
import { AdminGate } from "@grand-river/forms";
import { adminCodeSha256 } from "../config";
import { SiteForms } from "../layout/SiteForms";

// Only the team gets past the gate, so the work log's code loads once it opens, not with the page.
const WorklogForm = lazy(() => import("./admin/Worklog"));

/** The admin password gate (§2.14), and behind it the work-log form. */
export default function AdminIsland() {
  return (
    <SiteForms>
      <AdminGate codeSha256={adminCodeSha256} messages={adminGateMessages}>
        <Suspense>
          <WorklogForm workers={site.workers} />
        </Suspense>
      </AdminGate>
    </SiteForms>
  );
}
