import { playbookFormMessages } from "@grand-river/content";
import { PlaybookForm } from "@grand-river/forms";
import { SiteForms } from "../layout/SiteForms";

/** The Weekly AI Playbook sign-up (§2.11). */
export default function PlaybookFormIsland() {
  return (
    <SiteForms>
      <PlaybookForm messages={playbookFormMessages} />
    </SiteForms>
  );
}
