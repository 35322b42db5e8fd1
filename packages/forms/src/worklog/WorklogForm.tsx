import { Grid, Heading, Stack, toast } from "@grand-river/ui";
import { setValue, useForm } from "@modular-forms/react";
import { useId, useState } from "react";
import * as v from "valibot";
import { useFormDraft } from "../drafts/useFormDraft.js";
import { FormElement } from "../fields/FormElement/FormElement.js";
import { NumberInput } from "../fields/NumberInput/NumberInput.js";
import { SelectInput } from "../fields/SelectInput/SelectInput.js";
import { SubmitButton } from "../fields/SubmitButton/SubmitButton.js";
import { TextAreaInput } from "../fields/TextAreaInput/TextAreaInput.js";
import { TextInput } from "../fields/TextInput/TextInput.js";
import { useSubmissionId } from "../drafts/useSubmissionId.js";
import { useFormSubmit } from "../fields/useFormSubmit.js";
import { worklogMessages, type WorklogMessages } from "./messages.js";
import { SuccessPanel } from "../SuccessPanel/SuccessPanel.js";
import { useSchemaValidation } from "../validation/useSchemaValidation.js";
import { useWebhooks } from "../webhooks-context.js";
import { failureToast, successToast } from "../words/formToasts.js";
import { worklogInitialValues } from "./initialValues.js";
import { toWorklogPayload } from "./payload.js";
import { worklogSchema, type WorklogValues } from "./schema.js";
import { weekdayOf } from "./weekday.js";
import { WorklogSection } from "./WorklogSection.js";
import { WorklogTotals } from "./WorklogTotals.js";

/** The worker value for anyone who is not one of the named workers (its label is `messages.otherWorker`). */
export const OTHER_WORKER = "Other";

// Numbers as typed, even out of range, so the visitor finds their entry as they left it.
const draftFields = {
  date: v.string(),
  dayOfWeek: v.string(),
  clientName: v.string(),
  worker: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  breakTime: v.pipe(v.number(), v.finite()),
  hourlyRate: v.pipe(v.number(), v.finite()),
  workDescription: v.string(),
};

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
  const [sent, setSent] = useState(false);
  // A fresh key gives the next entry a fresh store, with today's date and the time now.
  const [round, setRound] = useState(0);

  if (sent) {
    return (
      <SuccessPanel
        {...messages.submitted}
        onAgain={() => {
          setRound((current) => current + 1);
          setSent(false);
        }}
      />
    );
  }
  return <WorklogEntry key={round} workers={workers} messages={messages} onSent={() => setSent(true)} />;
}

interface WorklogEntryProps {
  workers: readonly string[];
  messages: WorklogMessages;
  onSent: () => void;
}

function WorklogEntry({ workers, messages, onSent }: WorklogEntryProps) {
  const webhooks = useWebhooks();
  const headingId = useId();
  // Reads the clock once, when the entry opens. The admin page renders this only after the gate
  // opens in the browser, so a prerender never bakes in the build's date.
  const [initialValues] = useState(() => worklogInitialValues(new Date(), workers[0] ?? OTHER_WORKER));
  const [form] = useForm<WorklogValues>({ validate: useSchemaValidation(worklogSchema, messages), initialValues });
  const workerOptions = [
    ...workers.map((worker) => ({ value: worker, label: worker })),
    { value: OTHER_WORKER, label: messages.otherWorker },
  ];

  // Mounted only once the admin gate opens, so a draft never comes back before the password does.
  const submission = useSubmissionId("worklog");
  const draft = useFormDraft(form, { key: "worklog", fields: draftFields });

  const { busy, onSubmit } = useFormSubmit(form, {
    onValid: async (values) => {
      try {
        await webhooks.worklog(toWorklogPayload(values, new Date(), messages), {
          submissionId: submission.current(),
        });
      } catch {
        toast(failureToast(messages.toasts.failed));
        return;
      }
      submission.sent();
      draft.clear();
      toast(successToast(messages.toasts.success));
      onSent();
    },
  });

  const { fields, sections } = messages;
  return (
    <FormElement onSubmit={onSubmit} draft={draft} aria-labelledby={headingId}>
      <Stack gap="xl">
        <Heading level={2} size="xxl" id={headingId}>
          {messages.heading}
        </Heading>
        <WorklogSection legend={sections.dateAndTime}>
          <Grid columns={2} gap="md">
            <TextInput
              of={form}
              name="date"
              type="date"
              {...fields.date}
              required
              onChange={(event) =>
                setValue(form, "dayOfWeek", weekdayOf(event.currentTarget.value), { shouldFocus: false })
              }
            />
            <TextInput of={form} name="dayOfWeek" {...fields.dayOfWeek} readOnly required />
          </Grid>
        </WorklogSection>
        <WorklogSection legend={sections.people}>
          <Grid columns={2} gap="md">
            <TextInput of={form} name="clientName" {...fields.clientName} required />
            {/* Exactly the four choices of §9, the first preselected: no empty prompt to pick by mistake. */}
            <SelectInput of={form} name="worker" {...fields.worker} options={workerOptions} required />
          </Grid>
        </WorklogSection>
        <WorklogSection legend={sections.timeTracking}>
          <Grid columns={2} gap="md">
            <TextInput of={form} name="startTime" type="time" {...fields.startTime} required />
            <TextInput of={form} name="endTime" type="time" {...fields.endTime} required />
            <NumberInput of={form} name="breakTime" {...fields.breakTime} min={0} step={1} inputMode="numeric" />
            <NumberInput of={form} name="hourlyRate" {...fields.hourlyRate} min={0} step={0.01} required />
          </Grid>
          <WorklogTotals of={form} messages={messages.totals} />
        </WorklogSection>
        <WorklogSection legend={sections.workDetails}>
          <TextAreaInput of={form} name="workDescription" {...fields.workDescription} rows={4} required />
        </WorklogSection>
        <div>
          <SubmitButton busy={busy} busyLabel={messages.busy}>
            {messages.submit}
          </SubmitButton>
        </div>
      </Stack>
    </FormElement>
  );
}
