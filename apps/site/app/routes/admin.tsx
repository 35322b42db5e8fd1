import { adminPage } from "@grand-river/content";
import { Section } from "@grand-river/ui";
import { Island } from "../hydration/Island";
import AdminIsland from "../islands/AdminIsland";
import { PageHeader } from "../shared/PageHeader";

/** /admin (§2.14): the team password gate, then the work-log form; the gate is the first thing on screen. */
export default function Admin() {
  return (
    <>
      <PageHeader title={adminPage.heading} intro={adminPage.intro} />
      <Section width="prose">
        <Island of={AdminIsland} wake="interaction" />
      </Section>
    </>
  );
}
