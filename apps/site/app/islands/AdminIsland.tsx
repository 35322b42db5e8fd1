import { adminGateMessages, site, worklogFormMessages } from "@grand-river/content";
import { AdminGate, WorklogForm } from "@grand-river/forms";
import { adminCodeSha256 } from "../config";
import { SiteForms } from "../layout/SiteForms";

/**
 * The admin password gate (§2.14), and behind it the work-log form. The work log comes with the
 * gate rather than once it opens: it shares nearly all its code with the other forms, and loaded
 * apart that code was a file of its own on every form page (0.4-0.6 KB gzip more each, `pnpm size`).
 */
export default function AdminIsland() {
  return (
    <SiteForms>
      <AdminGate codeSha256={adminCodeSha256} messages={adminGateMessages}>
        <WorklogForm workers={site.workers} messages={worklogFormMessages} />
      </AdminGate>
    </SiteForms>
  );
}
