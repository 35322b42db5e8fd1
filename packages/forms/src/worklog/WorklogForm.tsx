import { Grid, Heading } from "@grand-river/ui";
import { WORKLOG_FIELDS } from "@grand-river/webhooks/definition/worklog";
import { useId, useState } from "react";
import { useSchemaDraft } from "../drafts/useSchemaDraft.js";
import { definedFields } from "../form/definedFields.js";
import { ThankYouAfterSent } from "../form/ThankYouAfterSent.js";
import { useWebhookForm } from "../form/useWebhookForm.js";
import { WebhookFormElement } from "../form/WebhookFormElement.js";
import { worklogMessages, type WorklogMessages } from "./messages.js";
import { worklogInitialValues } from "./initialValues.js";
import { toWorklogPayload } from "./payload.js";
import { worklogKinds, worklogSchema } from "./schema.js";
import { weekdayOf } from "./weekday.js";
import { WorklogSection } from "./WorklogSection.js";
import { WorklogTotals } from "./WorklogTotals.js";

/** The worker value for anyone who is not one of the named workers (its label is `messages.otherWorker`). */
export const OTHER_WORKER = "Other";

/** Props of `WorklogForm`. */
export interface WorklogFormProps {
  /** The named workers; the first is the default. "Other" is added after them. */
  workers: readonly string[];
  /** Every word it and its calculator show or announce; the English of `worklogMessages` when not given. */
  messages?: WorklogMessages;
}

/**
 * The internal work-log entry (spec §2.14): four sections, live totals, and a confirmation panel
 * whose "Submit Another Work Log" brings back a fresh entry for today.
 */
export function WorklogForm({ workers, messages = worklogMessages }: WorklogFormProps) {
  return (
    <ThankYouAfterSent panel={messages.submitted}>
      {({ round, onSent }) => <WorklogEntry key={round} workers={workers} messages={messages} onSent={onSent} />}
    </ThankYouAfterSent>
  );
}

interface WorklogEntryProps {
  workers: readonly string[];
  messages: WorklogMessages;
  onSent: () => void;
}

function WorklogEntry({ workers, messages, onSent }: WorklogEntryProps) {
  const headingId = useId();
  // Reads the clock once, when the entry opens. The admin page renders this only after the gate
  // opens in the browser, so a prerender never bakes in the build's date.
  const [initialValues] = useState(() => worklogInitialValues(new Date(), workers[0] ?? OTHER_WORKER));
  // Mounted only once the admin gate opens, so a draft never comes back before the password does.
  const worklog = useWebhookForm({
    webhook: "worklog",
    schema: worklogSchema,
    draft: useSchemaDraft,
    messages,
    initialValues,
    payload: (values, now) => toWorklogPayload(values, now, messages),
    toasts: { failed: messages.toasts.failed, sent: messages.toasts.success },
    onSent,
  });
  const workerOptions = [
    ...workers.map((worker) => ({ value: worker, label: worker })),
    { value: OTHER_WORKER, label: messages.otherWorker },
  ];

  const { sections } = messages;
  const fields = definedFields(worklog.form, WORKLOG_FIELDS, {
    kinds: worklogKinds,
    words: messages.fields,
    // Exactly the four choices of §9, the first preselected: no empty prompt to pick by mistake.
    choices: { select: { options: workerOptions } },
    derive: weekdayOf,
  });
  // The definition's fields in its order, two by two under the four headings of spec §2.14.
  return (
    // Behind the admin password: no spam trap.
    <WebhookFormElement of={worklog} words={messages} gap="xl" trap={false} aria-labelledby={headingId}>
      <Heading level={2} size="xxl" id={headingId}>
        {messages.heading}
      </Heading>
      <WorklogSection legend={sections.dateAndTime}>
        <Grid columns={2} gap="md">
          {fields.slice(0, 2)}
        </Grid>
      </WorklogSection>
      <WorklogSection legend={sections.people}>
        <Grid columns={2} gap="md">
          {fields.slice(2, 4)}
        </Grid>
      </WorklogSection>
      <WorklogSection legend={sections.timeTracking}>
        <Grid columns={2} gap="md">
          {fields.slice(4, 8)}
        </Grid>
        <WorklogTotals of={worklog.form} messages={messages.totals} />
      </WorklogSection>
      <WorklogSection legend={sections.workDetails}>{fields.slice(8)}</WorklogSection>
    </WebhookFormElement>
  );
}
