import { WORKLOG_FIELDS } from "@grand-river/webhooks/definition/worklog";
import type * as v from "valibot";
import { formSchema } from "../form/formSchema.js";
import { line } from "../kinds/line.js";
import { select } from "../kinds/select.js";
import { amount } from "../kinds/amount.js";
import { paragraph } from "../kinds/paragraph.js";
import { worklogMessages, type WorklogMessages } from "./messages.js";

/** The kinds of its fields: what draws them and checks them. */
export const worklogKinds = { line, select, amount, paragraph };

/** The internal work-log entry (spec §5), from its definition, with the messages' `errors` (the English "… is required" ones when not given). */
export function worklogSchema(messages: WorklogMessages = worklogMessages) {
  return formSchema(WORKLOG_FIELDS, worklogKinds, messages.errors);
}

/** The work log's schema with its English messages. */
export const WorklogSchema = /* @__PURE__ */ worklogSchema();

/** The work-log form's values; break time and hourly rate are numbers, as number inputs give them. */
export type WorklogValues = v.InferInput<typeof WorklogSchema>;
