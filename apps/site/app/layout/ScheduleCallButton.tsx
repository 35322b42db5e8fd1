import { scheduleCallLabel } from "@grand-river/content";
import { FloatingAction } from "@grand-river/ui";

/** The floating "Schedule a Call" button (§2.1); it sends the visitor home, where booking lives. */
export function ScheduleCallButton() {
  return <FloatingAction href="/">{scheduleCallLabel}</FloatingAction>;
}
