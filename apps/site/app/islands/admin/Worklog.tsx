import { WorklogForm, type WorklogFormProps } from "@grand-river/forms";

/** The work-log form in a module of its own, so `lazy()` loads it only once the gate opens. */
export default function Worklog(props: WorklogFormProps) {
  return <WorklogForm {...props} />;
}
