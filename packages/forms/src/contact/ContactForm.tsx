import { Stack, toast } from "@grand-river/ui";
import { useForm } from "@modular-forms/react";
import { useMemo, useState } from "react";
import * as v from "valibot";
import { useFormDraft } from "../drafts/useFormDraft.js";
import { FormElement } from "../fields/FormElement/FormElement.js";
import { Honeypot } from "../fields/Honeypot/Honeypot.js";
import { showsError } from "../fields/showsError.js";
import { SubmitButton } from "../fields/SubmitButton/SubmitButton.js";
import { TextAreaInput } from "../fields/TextAreaInput/TextAreaInput.js";
import { TextInput } from "../fields/TextInput/TextInput.js";
import { useSubmissionId } from "../drafts/useSubmissionId.js";
import { useFormSubmit } from "../fields/useFormSubmit.js";
import { contactMessages, type ContactMessages } from "./messages.js";
import { SuccessPanel } from "../SuccessPanel/SuccessPanel.js";
import { useSchemaValidation } from "../validation/useSchemaValidation.js";
import { useWebhooks } from "../webhooks-context.js";
import { failureToast, successToast } from "../words/formToasts.js";
import { toContactPayload } from "./payload.js";
import { contactSchema, type ContactValues } from "./schema.js";

/** The words of the panel that replaces the contact form once a message is sent. */
export type ContactThankYou = ContactMessages["thankYou"];

/** Props of `ContactForm`. */
export interface ContactFormProps {
  /** Every word it shows or announces; the English of `contactMessages` when not given. */
  messages?: ContactMessages;
  /** The thank-you panel's words: shorthand for `messages.thankYou`, and wins over it. */
  thankYou?: ContactThankYou;
  /** The button's words when idle: shorthand for `messages.submit`, and wins over it. */
  submitLabel?: string;
}

/**
 * The contact page's message form (spec §2.13). Once sent, a thank-you panel replaces it;
 * "Send Another Message" brings back an empty form.
 */
export function ContactForm({ messages: given = contactMessages, thankYou, submitLabel }: ContactFormProps) {
  const messages = useMemo(
    () => ({ ...given, thankYou: thankYou ?? given.thankYou, submit: submitLabel ?? given.submit }),
    [given, thankYou, submitLabel],
  );
  const [sent, setSent] = useState(false);
  // A fresh key gives the next message a fresh form store, so nothing of the last one lingers.
  const [round, setRound] = useState(0);

  if (sent) {
    return (
      <SuccessPanel
        {...messages.thankYou}
        onAgain={() => {
          setRound((current) => current + 1);
          setSent(false);
        }}
      />
    );
  }
  return (
    // After "send another", the next form takes focus: the button that had it is gone.
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <ContactMessageForm key={round} messages={messages} autoFocus={round > 0} onSent={() => setSent(true)} />
  );
}

interface ContactMessageFormProps {
  messages: ContactMessages;
  /** Focus the first field, when the visitor came back from the thank-you panel to write another. */
  autoFocus: boolean;
  onSent: () => void;
}

function ContactMessageForm({ messages, autoFocus, onSent }: ContactMessageFormProps) {
  const webhooks = useWebhooks();
  const [form] = useForm<ContactValues>({
    validate: useSchemaValidation(contactSchema, messages),
    initialValues: { name: "", email: "", phone: "", message: "" },
  });

  const submission = useSubmissionId("contact");
  const draft = useFormDraft(form, {
    key: "contact",
    fields: { name: v.string(), email: v.string(), phone: v.string(), message: v.string() },
  });
  const succeed = () => {
    draft.clear();
    toast(successToast(messages.toasts.success));
    onSent();
  };

  const { busy, onSubmit } = useFormSubmit(form, {
    onInvalid: () => {
      // The toast is for missing fields (§8); a malformed address shows its message under the field.
      if (showsError(form, messages.errors.required)) toast(failureToast(messages.toasts.missingFields));
    },
    onValid: async (values) => {
      try {
        await webhooks.contact(toContactPayload(values, new Date(), messages), {
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
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- only for the next message, as above */}
        <TextInput of={form} name="name" {...fields.name} autoComplete="name" autoFocus={autoFocus} required />
        <TextInput of={form} name="email" type="email" {...fields.email} autoComplete="email" required />
        <TextInput of={form} name="phone" type="tel" {...fields.phone} autoComplete="tel" />
        <TextAreaInput of={form} name="message" {...fields.message} rows={5} required />
        <Honeypot />
        <div>
          <SubmitButton busy={busy} busyLabel={messages.busy}>
            {messages.submit}
          </SubmitButton>
        </div>
      </Stack>
    </FormElement>
  );
}
