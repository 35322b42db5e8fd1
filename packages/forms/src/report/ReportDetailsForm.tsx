import { Grid } from "@grand-river/ui";
import { SwitchInput } from "../fields/SwitchInput/SwitchInput.js";
import { TextAreaInput } from "../fields/TextAreaInput/TextAreaInput.js";
import { TextInput } from "../fields/TextInput/TextInput.js";
import { useWebhookForm } from "../form/useWebhookForm.js";
import { WebhookFormElement } from "../form/WebhookFormElement.js";
import { reportMessages, type ReportMessages } from "./messages.js";
import { toReportPayload } from "./payload.js";
import { reportSchema } from "./schema.js";

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
  // No toast on success: the page's Thank You view says it.
  const report = useWebhookForm({
    webhook: "report",
    schema: reportSchema,
    messages,
    payload: (values, now) => toReportPayload(values, now, messages),
    toasts: {
      failed: messages.toasts.failed,
      missing: { toast: messages.toasts.missingFields, message: messages.errors.required },
    },
    onSent: onSuccess,
  });

  const { form } = report;
  const { fields } = messages;
  return (
    <WebhookFormElement of={report} words={{ ...messages, submit: submitLabel ?? messages.submit }} gap="lg">
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
    </WebhookFormElement>
  );
}
