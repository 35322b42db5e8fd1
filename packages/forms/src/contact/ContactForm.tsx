import { CONTACT_FIELDS } from "@grand-river/webhooks/definition/contact";
import { useMemo } from "react";
import { useSchemaDraft } from "../drafts/useSchemaDraft.js";
import { definedFields } from "../form/definedFields.js";
import { ThankYouAfterSent } from "../form/ThankYouAfterSent.js";
import { useWebhookForm } from "../form/useWebhookForm.js";
import { WebhookFormElement } from "../form/WebhookFormElement.js";
import { contactMessages, type ContactMessages } from "./messages.js";
import { toContactPayload } from "./payload.js";
import { contactKinds, contactSchema } from "./schema.js";

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
  return (
    <ThankYouAfterSent panel={messages.thankYou}>
      {({ round, onSent }) => (
        // After "send another", the next form takes focus: the button that had it is gone.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        <ContactMessageForm key={round} messages={messages} autoFocus={round > 0} onSent={onSent} />
      )}
    </ThankYouAfterSent>
  );
}

interface ContactMessageFormProps {
  messages: ContactMessages;
  /** Focus the first field, when the visitor came back from the thank-you panel to write another. */
  autoFocus: boolean;
  onSent: () => void;
}

function ContactMessageForm({ messages, autoFocus, onSent }: ContactMessageFormProps) {
  const contact = useWebhookForm({
    webhook: "contact",
    schema: contactSchema,
    draft: useSchemaDraft,
    messages,
    payload: (values, now) => toContactPayload(values, now, messages),
    toasts: {
      failed: messages.toasts.failed,
      sent: messages.toasts.success,
      missing: { toast: messages.toasts.missingFields, message: messages.errors.required },
    },
    onSent,
  });

  return (
    <WebhookFormElement of={contact} words={messages} gap="lg">
      {definedFields(contact.form, CONTACT_FIELDS, {
        kinds: contactKinds,
        words: messages.fields,
        autoFocus,
      })}
    </WebhookFormElement>
  );
}
