import { adminPage } from "@grand-river/content";
import { Section } from "@grand-river/ui";
import { PageHeader } from "./shared/PageHeader";

/** /admin (§2.14): the team password gate, then the work-log form. */
export default function Admin() {
  return (
    <>
      <PageHeader title={adminPage.heading} intro={adminPage.intro} />
      <Section width="prose">
        {/* lead: AdminGate + WorklogForm */}
      </Section>
    </>
  );
}
