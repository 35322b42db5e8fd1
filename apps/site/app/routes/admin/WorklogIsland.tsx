import { WorklogForm } from "@grand-river/forms";

/** The work-log form on its own, for `lazy()`: it loads only once the gate opens. */
export default WorklogForm;
