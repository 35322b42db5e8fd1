import { ReportDetailsForm, type ReportDetailsFormProps } from "@grand-river/forms";
import { SiteWebhooks } from "../../layout/SiteWebhooks";

/** The report details form on its own, for `lazy()`: only paid visitors ever see it. */
export default function ReportDetailsIsland(props: ReportDetailsFormProps) {
  return (
    <SiteWebhooks>
      <ReportDetailsForm {...props} />
    </SiteWebhooks>
  );
}
