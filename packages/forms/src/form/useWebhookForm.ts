import { toast } from "@grand-river/ui";
import type { Payload, WebhookForm } from "@grand-river/webhooks";
import { reset, useForm, type FieldValues, type FormStore, type PartialValues } from "@modular-forms/react";
import { useState } from "react";
import * as v from "valibot";
import type { FormDraft } from "../drafts/useFormDraft.js";
import type { useSchemaDraft } from "../drafts/useSchemaDraft.js";
import { useSubmissionId } from "../drafts/useSubmissionId.js";
import { showsError } from "../fields/showsError.js";
import { useSchemaValidation } from "../validation/useSchemaValidation.js";
import { useWebhooks } from "../webhooks-context.js";
import { failureToast, sendFailureToast, successToast } from "../words/formToasts.js";
import type { ToastWords } from "../words/types.js";
import { useFormSubmit } from "./useFormSubmit.js";

/** The toasts a form raises, in its own words. */
export interface WebhookFormToasts {
  /** The send failed (the network, a timeout, a refusal): the form keeps what was typed. */
  failed: ToastWords;
  /** The send went through; none when the page shows the outcome itself. */
  sent?: ToastWords;
  /**
   * A submit found a required field empty: the toast, and the message under a field that tells
   * an empty field from a malformed one (spec §8 raises it only for missing values).
   */
  missing?: { toast: ToastWords; message: string };
}

/** What a form declares; `useWebhookForm` does the rest. */
export interface WebhookFormSetup<
  TValues extends FieldValues,
  TMessages,
  TForm extends WebhookForm,
  TOutput = TValues,
> {
  /** The webhook it posts to: the client's method of that name. */
  webhook: TForm;
  /** Names its draft and submission id in the tab's storage; the webhook's name when not given. */
  name?: string;
  /** Its schema, built from its words (`contactSchema`): the one list of its fields. */
  schema: (messages: TMessages) => v.GenericSchema<TValues, TOutput> & { readonly entries: v.ObjectEntries };
  /** Every word it shows; the schema's messages come from here. */
  messages: TMessages;
  /** What a fresh form holds; each field's default in the schema (`v.getDefault`) when not given. */
  initialValues?: NoInfer<PartialValues<TValues>>;
  /**
   * How it keeps a draft of its fields: `useSchemaDraft`, passed by a form worth one. A form without
   * (a single field) keeps none, and its page carries no draft code.
   */
  draft?: typeof useSchemaDraft;
  /** The body it posts, from the valid values as its schema parses them (trimmed, defaults filled) and the moment they are sent. */
  payload: (values: TOutput, now: Date) => Payload<TForm>;
  toasts: WebhookFormToasts;
  /** After a send went through (or a bot's was trapped): the form is empty again and its draft gone. */
  onSent?: () => void;
}

/** A form's store and what its `WebhookFormElement` needs. */
export interface WebhookFormHandle<TValues extends FieldValues> {
  /** modular-forms' store, for the field components' `of`. */
  form: FormStore<TValues>;
  /** True while the body is on its way. */
  busy: boolean;
  onSubmit: ReturnType<typeof useFormSubmit>["onSubmit"];
  draft: FormDraft | undefined;
}

/**
 * The one way a form posts to its webhook: it validates with the form's schema, keeps the draft,
 * carries one submission id per draft, sends once at a time, and raises the form's toasts. A
 * success (or a trapped bot) clears the draft, says so, empties the form and calls `onSent`.
 */
export function useWebhookForm<TValues extends FieldValues, TMessages, TForm extends WebhookForm, TOutput = TValues>(
  setup: WebhookFormSetup<TValues, TMessages, TForm, TOutput>,
): WebhookFormHandle<TValues> {
  const { webhook, name = webhook, toasts } = setup;
  const webhooks = useWebhooks();
  // The schema's fields, read once: the form's start values and what its draft keeps follow from them.
  const [fields] = useState(() => {
    const schema = setup.schema(setup.messages);
    return {
      // Each field's default, entry by entry: valibot's `getDefaults` would also walk nested objects and tuples, which no form has.
      initialValues:
        setup.initialValues ??
        (Object.fromEntries(
          Object.entries(schema.entries).map(([field, entry]) => [field, v.getDefault(entry)]),
        ) as PartialValues<TValues>),
      entries: schema.entries,
    };
  });
  const [form] = useForm<TValues>({
    validate: useSchemaValidation(setup.schema, setup.messages),
    initialValues: fields.initialValues,
  });
  const submission = useSubmissionId(name);
  // A form's way of keeping a draft is fixed, so every render calls the same hooks.
  const useDraft = setup.draft ?? keepNoDraft;
  const draft = useDraft(form, name, fields.entries);

  const succeed = () => {
    draft?.clear();
    if (toasts.sent) toast(successToast(toasts.sent));
    reset(form);
    setup.onSent?.();
  };

  const { busy, onSubmit } = useFormSubmit(form, {
    onInvalid: () => {
      // A malformed value shows its message under its field; the toast is for a missing one.
      if (toasts.missing && showsError(form, toasts.missing.message)) toast(failureToast(toasts.missing.toast));
    },
    onValid: async (values) => {
      // One call for every form: the client's method named `webhook` takes that form's payload.
      const send = webhooks[webhook] as (body: Payload<TForm>, options: { submissionId: string }) => Promise<void>;
      try {
        const parsed = v.parse(setup.schema(setup.messages), values);
        await send(setup.payload(parsed, new Date()), { submissionId: submission.current() });
      } catch (error) {
        toast(sendFailureToast(error, toasts));
        return;
      }
      submission.sent();
      succeed();
    },
    onTrapped: succeed,
  });

  return { form, busy, onSubmit, draft };
}

/** The draft of a form that keeps none. */
const keepNoDraft = (): FormDraft | undefined => undefined;
