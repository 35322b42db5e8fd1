import { Grid, Heading, Stack, toast } from "@grand-river/ui";
import { setValue, useForm, valiForm } from "@modular-forms/react";
import { useId, useState } from "react";
import * as v from "valibot";
import { useFormDraft } from "../drafts/useFormDraft";
import { FormElement } from "../fields/FormElement/FormElement";
import { NumberInput } from "../fields/NumberInput/NumberInput";
import { SelectInput } from "../fields/SelectInput/SelectInput";
import { SubmitButton } from "../fields/SubmitButton/SubmitButton";
import { TextAreaInput } from "../fields/TextAreaInput/TextAreaInput";
import { TextInput } from "../fields/TextInput/TextInput";
import { useFormSubmit } from "../fields/useFormSubmit";
import { worklogBusyLabel, worklogToasts } from "./messages";
import { SuccessPanel } from "../SuccessPanel/SuccessPanel";
import { useWebhooks } from "../webhooks-context";
import { worklogInitialValues } from "./initialValues";
import { toWorklogPayload } from "./payload";
import { WorklogSchema, type WorklogValues } from "./schema";
import { weekdayOf } from "./weekday";
import { WorklogSection } from "./WorklogSection";
import { WorklogTotals } from "./WorklogTotals";

/** The worker choice for anyone who is not one of the named workers. */
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
}

/**
 * The internal work-log entry (spec §2.14): four sections, live totals, and a confirmation panel
 * whose "Submit Another Work Log" brings back a fresh entry for today.
 */
export function WorklogForm({ workers }: WorklogFormProps) {
  const [sent, setSent] = useState(false);
  // A fresh key gives the next entry a fresh store, with today's date and the time now.
  const [round, setRound] = useState(0);

  if (sent) {
    return (
      <SuccessPanel
        heading={worklogToasts.success.title}
        message={worklogToasts.success.description}
        againLabel="Submit Another Work Log"
        onAgain={() => {
          setRound((current) => current + 1);
          setSent(false);
        }}
      />
    );
  }
  return <WorklogEntry key={round} workers={workers} onSent={() => setSent(true)} />;
}

interface WorklogEntryProps {
  workers: readonly string[];
  onSent: () => void;
}

function WorklogEntry({ workers, onSent }: WorklogEntryProps) {
  const webhooks = useWebhooks();
  const headingId = useId();
  // Reads the clock once, when the entry opens. The admin page renders this only after the gate
  // opens in the browser, so a prerender never bakes in the build's date.
  const [initialValues] = useState(() => worklogInitialValues(new Date(), workers[0] ?? OTHER_WORKER));
  const [form] = useForm<WorklogValues>({ validate: valiForm(WorklogSchema), initialValues });
  const workerOptions = [...workers, OTHER_WORKER].map((worker) => ({ value: worker, label: worker }));

  // Mounted only once the admin gate opens, so a draft never comes back before the password does.
  const draft = useFormDraft(form, { key: "worklog", fields: draftFields });

  const { busy, onSubmit } = useFormSubmit(form, {
    onValid: async (values) => {
      try {
        await webhooks.worklog(toWorklogPayload(values, new Date()));
      } catch {
        toast(worklogToasts.failed);
        return;
      }
      draft.clear();
      toast(worklogToasts.success);
      onSent();
    },
  });

  return (
    <FormElement onSubmit={onSubmit} draft={draft} aria-labelledby={headingId}>
      <Stack gap="xl">
        <Heading level={2} size="xxl" id={headingId}>
          Work Log Entry
        </Heading>
        <WorklogSection legend="Date and Time">
          <Grid columns={2} gap="md">
            <TextInput
              of={form}
              name="date"
              type="date"
              label="Date"
              required
              onChange={(event) =>
                setValue(form, "dayOfWeek", weekdayOf(event.currentTarget.value), { shouldFocus: false })
              }
            />
            <TextInput of={form} name="dayOfWeek" label="Day of week" hint="Set from the date." readOnly required />
          </Grid>
        </WorklogSection>
        <WorklogSection legend="People">
          <Grid columns={2} gap="md">
            <TextInput of={form} name="clientName" label="Client name" required />
            {/* Exactly the four choices of §9, the first preselected: no empty prompt to pick by mistake. */}
            <SelectInput of={form} name="worker" label="Worker" options={workerOptions} required />
          </Grid>
        </WorklogSection>
        <WorklogSection legend="Time Tracking">
          <Grid columns={2} gap="md">
            <TextInput of={form} name="startTime" type="time" label="Start time" required />
            <TextInput of={form} name="endTime" type="time" label="End time" required />
            <NumberInput of={form} name="breakTime" label="Break (minutes)" min={0} step={1} inputMode="numeric" />
            <NumberInput of={form} name="hourlyRate" label="Hourly rate ($)" min={0} step={0.01} required />
          </Grid>
          <WorklogTotals of={form} />
        </WorklogSection>
        <WorklogSection legend="Work Details">
          <TextAreaInput of={form} name="workDescription" label="Work description" rows={4} required />
        </WorklogSection>
        <div>
          <SubmitButton busy={busy} busyLabel={worklogBusyLabel}>
            Submit Work Log
          </SubmitButton>
        </div>
      </Stack>
    </FormElement>
  );
}
