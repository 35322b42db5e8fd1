import { adminPage, site } from "@grand-river/content";
import { AdminGate, WorklogForm } from "@grand-river/forms";
import { Section } from "@grand-river/ui";
import { adminCodeSha256 } from "../config";
import { PageHeader } from "./shared/PageHeader";

/** /admin (§2.14): the team password gate, then the work-log form. */
export default function Admin() {
  return (
    <>
      <PageHeader title={adminPage.heading} intro={adminPage.intro} />
      <Section width="prose">
        <AdminGate codeSha256={adminCodeSha256} heading={adminPage.gate.heading} intro={adminPage.gate.intro}>
          <WorklogForm workers={site.workers} />
        </AdminGate>
      </Section>
    </>
  );
}
