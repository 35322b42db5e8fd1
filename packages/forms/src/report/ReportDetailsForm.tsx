import { Grid, Stack, toast } from "@grand-river/ui";
import { reset, useForm, valiForm } from "@modular-forms/react";
import * as v from "valibot";
import { useFormDraft } from "../drafts/useFormDraft";
import { FormElement } from "../fields/FormElement/FormElement";
import { Honeypot } from "../fields/Honeypot/Honeypot";
import { showsError } from "../fields/showsError";
import { SubmitButton } from "../fields/SubmitButton/SubmitButton";
import { SwitchInput } from "../fields/SwitchInput/SwitchInput";
import { TextAreaInput } from "../fields/TextAreaInput/TextAreaInput";
import { TextInput } from "../fields/TextInput/TextInput";
import { useFormSubmit } from "../fields/useFormSubmit";
import { reportBusyLabel, reportToasts } from "./messages";
import { useWebhooks } from "../webhooks-context";
import { toReportPayload } from "./payload";
import { ReportSchema, type ReportValues } from "./schema";

const emptyDetails: ReportValues = {
  name: "",
  email: "",
  company: "",
  website: "",
  businessSpecialization: "",
  challenges: "",
  notes: "",
  newsletter: true,
};

const draftFields = {
  name: v.string(),
  email: v.string(),
  company: v.string(),
  website: v.string(),
  businessSpecialization: v.string(),
  challenges: v.string(),
  notes: v.string(),
  newsletter: v.boolean(),
};

/** Props of `ReportDetailsForm`. */
export interface ReportDetailsFormProps {
  /** Called once the details were sent; the page then shows its Thank You view. */
  onSuccess: () => void;
  /** The button's words when idle. */
  submitLabel?: string;
}

/** The AI Strategy Report details form, shown after payment (spec §2.8). */
export function ReportDetailsForm({ onSuccess, submitLabel = "Submit Details" }: ReportDetailsFormProps) {
  const webhooks = useWebhooks();
  const [form] = useForm<ReportValues>({ validate: valiForm(ReportSchema), initialValues: emptyDetails });

  const draft = useFormDraft(form, { key: "report", fields: draftFields });
  const succeed = () => {
    draft.clear();
    reset(form);
    onSuccess();
  };

  const { busy, onSubmit } = useFormSubmit(form, {
    onInvalid: () => {
      // The toast is for a missing name or email (§8); a malformed address or URL shows under its field.
      const missing = reportToasts.missingFields;
      if (showsError(form, missing.description)) toast(missing);
    },
    onValid: async (values) => {
      try {
        await webhooks.report(toReportPayload(values, new Date()));
      } catch {
        toast(reportToasts.failed);
        return;
      }
      succeed();
    },
    onTrapped: succeed,
  });

  return (
    <FormElement onSubmit={onSubmit} draft={draft} aria-label="Report details">
      <Stack gap="lg">
        <Grid columns={2} gap="md">
          <TextInput of={form} name="name" label="Name" autoComplete="name" required />
          <TextInput of={form} name="email" type="email" label="Email" autoComplete="email" required />
          <TextInput of={form} name="company" label="Company" autoComplete="organization" />
          <TextInput of={form} name="website" type="url" label="Website" placeholder="https://" autoComplete="url" />
        </Grid>
        <TextInput
          of={form}
          name="businessSpecialization"
          label="Business specialization"
          hint="What your business does and who it serves."
        />
        <TextAreaInput
          of={form}
          name="challenges"
          label="Biggest challenges"
          hint="The tasks that eat up your week, or where things fall through the cracks."
          rows={4}
        />
        <TextAreaInput of={form} name="notes" label="Anything else we should know?" rows={3} />
        <SwitchInput of={form} name="newsletter" label="Also send me the AI newsletter" />
        <Honeypot />
        <div>
          <SubmitButton busy={busy} busyLabel={reportBusyLabel}>
            {submitLabel}
          </SubmitButton>
        </div>
      </Stack>
    </FormElement>
  );
}
