import { ReportDetailsForm } from "@grand-river/forms";

/** The report details form on its own, for `lazy()`: only paid visitors ever see it. */
export default ReportDetailsForm;
