import { Grid } from "@grand-river/ui";
import { REPORT_FIELDS } from "@grand-river/webhooks/definition/report";
import { useSchemaDraft } from "../drafts/useSchemaDraft.js";
import { definedFields } from "../form/definedFields.js";
import { useWebhookForm } from "../form/useWebhookForm.js";
import { WebhookFormElement } from "../form/WebhookFormElement.js";
import { reportMessages, type ReportMessages } from "./messages.js";
import { toReportPayload } from "./payload.js";
import { reportKinds, reportSchema } from "./schema.js";

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
    draft: useSchemaDraft,
    messages,
    payload: (values, now) => toReportPayload(values, now, messages),
    toasts: {
      failed: messages.toasts.failed,
      missing: { toast: messages.toasts.missingFields, message: messages.errors.required },
    },
    onSent: onSuccess,
  });

  const fields = definedFields(report.form, REPORT_FIELDS, {
    kinds: reportKinds,
    words: messages.fields,
  });
  return (
    <WebhookFormElement of={report} words={{ ...messages, submit: submitLabel ?? messages.submit }} gap="lg">
      {/* Who and where, two by two. */}
      <Grid columns={2} gap="md">
        {fields.slice(0, 4)}
      </Grid>
      {fields.slice(4)}
    </WebhookFormElement>
  );
}
