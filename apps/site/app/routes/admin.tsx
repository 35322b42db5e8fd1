import { lazy, Suspense } from "react";
import { adminPage, site } from "@grand-river/content";
import { AdminGate } from "@grand-river/forms";
import { Section } from "@grand-river/ui";
import { adminCodeSha256 } from "../config";
import { PageHeader } from "./shared/PageHeader";

// Only the team gets past the gate, so the work log's code loads once it opens, not with the page.
const WorklogForm = lazy(() => import("./admin/WorklogIsland"));

/** /admin (§2.14): the team password gate, then the work-log form. */
export default function Admin() {
  return (
    <>
      <PageHeader title={adminPage.heading} intro={adminPage.intro} />
      <Section width="prose">
        <AdminGate codeSha256={adminCodeSha256} heading={adminPage.gate.heading} intro={adminPage.gate.intro}>
          <Suspense>
            <WorklogForm workers={site.workers} />
          </Suspense>
        </AdminGate>
      </Section>
    </>
  );
}
