import { Grid, Stack, toast } from "@grand-river/ui";
import { reset, useForm } from "@modular-forms/react";
import * as v from "valibot";
import { useFormDraft } from "../drafts/useFormDraft.js";
import { FormElement } from "../fields/FormElement/FormElement.js";
import { Honeypot } from "../fields/Honeypot/Honeypot.js";
import { showsError } from "../fields/showsError.js";
import { SubmitButton } from "../fields/SubmitButton/SubmitButton.js";
import { SwitchInput } from "../fields/SwitchInput/SwitchInput.js";
import { TextAreaInput } from "../fields/TextAreaInput/TextAreaInput.js";
import { TextInput } from "../fields/TextInput/TextInput.js";
import { useSubmissionId } from "../drafts/useSubmissionId.js";
import { useFormSubmit } from "../fields/useFormSubmit.js";
import { reportMessages, type ReportMessages } from "./messages.js";
import { useSchemaValidation } from "../validation/useSchemaValidation.js";
import { useWebhooks } from "../webhooks-context.js";
import { failureToast } from "../words/formToasts.js";
import { toReportPayload } from "./payload.js";
import { reportSchema, type ReportValues } from "./schema.js";

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
  /** Every word it shows or announces; the English of `reportMessages` when not given. */
  messages?: ReportMessages;
  /** The button's words when idle: shorthand for `messages.submit`, and wins over it. */
  submitLabel?: string;
}

/** The AI Strategy Report details form, shown after payment (spec §2.8). */
export function ReportDetailsForm({ onSuccess, messages = reportMessages, submitLabel }: ReportDetailsFormProps) {
  const webhooks = useWebhooks();
  const [form] = useForm<ReportValues>({
    validate: useSchemaValidation(reportSchema, messages),
    initialValues: emptyDetails,
  });

  const submission = useSubmissionId("report");
  const draft = useFormDraft(form, { key: "report", fields: draftFields });
  const succeed = () => {
    draft.clear();
    reset(form);
    onSuccess();
  };

  const { busy, onSubmit } = useFormSubmit(form, {
    onInvalid: () => {
      // The toast is for a missing name or email (§8); a malformed address or URL shows under its field.
      if (showsError(form, messages.errors.required)) toast(failureToast(messages.toasts.missingFields));
    },
    onValid: async (values) => {
      try {
        await webhooks.report(toReportPayload(values, new Date(), messages), {
          submissionId: submission.current(),
        });
      } catch {
        toast(failureToast(messages.toasts.failed));
        return;
      }
      submission.sent();
      succeed();
    },
    onTrapped: succeed,
  });

  const { fields } = messages;
  return (
    <FormElement onSubmit={onSubmit} draft={draft} aria-label={messages.formLabel}>
      <Stack gap="lg">
        <Grid columns={2} gap="md">
          <TextInput of={form} name="name" {...fields.name} autoComplete="name" required />
          <TextInput of={form} name="email" type="email" {...fields.email} autoComplete="email" required />
          <TextInput of={form} name="company" {...fields.company} autoComplete="organization" />
          <TextInput of={form} name="website" type="url" {...fields.website} autoComplete="url" />
        </Grid>
        <TextInput of={form} name="businessSpecialization" {...fields.businessSpecialization} />
        <TextAreaInput of={form} name="challenges" {...fields.challenges} rows={4} />
        <TextAreaInput of={form} name="notes" {...fields.notes} rows={3} />
        <SwitchInput of={form} name="newsletter" {...fields.newsletter} />
        <Honeypot />
        <div>
          <SubmitButton busy={busy} busyLabel={messages.busy}>
            {submitLabel ?? messages.submit}
          </SubmitButton>
        </div>
      </Stack>
    </FormElement>
  );
}
