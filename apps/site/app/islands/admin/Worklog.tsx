import { worklogFormMessages } from "@grand-river/content";
import { WorklogForm, type WorklogFormProps } from "@grand-river/forms";

/**
 * The work-log form in a module of its own, so `lazy()` loads it, and its words, only once the
 * gate opens.
 */
export default function Worklog(props: Omit<WorklogFormProps, "messages">) {
  return <WorklogForm {...props} messages={worklogFormMessages} />;
}
