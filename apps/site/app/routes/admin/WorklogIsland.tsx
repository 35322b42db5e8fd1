import { WorklogForm, type WorklogFormProps } from "@grand-river/forms";
import { SiteWebhooks } from "../../layout/SiteWebhooks";

/** The work-log form on its own, for `lazy()`: it loads only once the gate opens. */
export default function WorklogIsland(props: WorklogFormProps) {
  return (
    <SiteWebhooks>
      <WorklogForm {...props} />
    </SiteWebhooks>
  );
}
