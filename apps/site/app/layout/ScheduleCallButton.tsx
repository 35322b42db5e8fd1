import { Link } from "react-router";
import { scheduleCallLabel } from "@grand-river/content";
import { FloatingAction } from "@grand-river/ui";

/** The floating "Schedule a Call" button (§2.1); it sends the visitor home, where booking lives. */
export function ScheduleCallButton() {
  return <FloatingAction render={<Link to="/" />}>{scheduleCallLabel}</FloatingAction>;
}
