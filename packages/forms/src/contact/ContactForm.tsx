import { Stack, toast } from "@grand-river/ui";
import { useForm, valiForm } from "@modular-forms/react";
import { useState } from "react";
import * as v from "valibot";
import { useFormDraft } from "../drafts/useFormDraft";
import { FormElement } from "../fields/FormElement/FormElement";
import { Honeypot } from "../fields/Honeypot/Honeypot";
import { showsError } from "../fields/showsError";
import { SubmitButton } from "../fields/SubmitButton/SubmitButton";
import { TextAreaInput } from "../fields/TextAreaInput/TextAreaInput";
import { TextInput } from "../fields/TextInput/TextInput";
import { useFormSubmit } from "../fields/useFormSubmit";
import { contactBusyLabel, contactToasts } from "./messages";
import { SuccessPanel } from "../SuccessPanel/SuccessPanel";
import { useWebhooks } from "../webhooks-context";
import { toContactPayload } from "./payload";
import { ContactSchema, type ContactValues } from "./schema";

/** The words of the panel that replaces the contact form once a message is sent. */
export interface ContactThankYou {
  heading: string;
  message: string;
  /** The button back to an empty form. */
  againLabel: string;
}

const defaultThankYou: ContactThankYou = {
  heading: "Message sent",
  message: contactToasts.success.description,
  againLabel: "Send Another Message",
};

/** Props of `ContactForm`. */
export interface ContactFormProps {
  /** The thank-you panel's words; defaults fit any page. */
  thankYou?: ContactThankYou;
  /** The button's words when idle. */
  submitLabel?: string;
}

/**
 * The contact page's message form (spec §2.13). Once sent, a thank-you panel replaces it;
 * "Send Another Message" brings back an empty form.
 */
export function ContactForm({ thankYou = defaultThankYou, submitLabel = "Send Message" }: ContactFormProps) {
  const [sent, setSent] = useState(false);
  // A fresh key gives the next message a fresh form store, so nothing of the last one lingers.
  const [round, setRound] = useState(0);

  if (sent) {
    return (
      <SuccessPanel
        {...thankYou}
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
    <ContactMessageForm key={round} submitLabel={submitLabel} autoFocus={round > 0} onSent={() => setSent(true)} />
  );
}

interface ContactMessageFormProps {
  submitLabel: string;
  /** Focus the first field, when the visitor came back from the thank-you panel to write another. */
  autoFocus: boolean;
  onSent: () => void;
}

function ContactMessageForm({ submitLabel, autoFocus, onSent }: ContactMessageFormProps) {
  const webhooks = useWebhooks();
  const [form] = useForm<ContactValues>({
    validate: valiForm(ContactSchema),
    initialValues: { name: "", email: "", phone: "", message: "" },
  });

  const draft = useFormDraft(form, {
    key: "contact",
    fields: { name: v.string(), email: v.string(), phone: v.string(), message: v.string() },
  });
  const succeed = () => {
    draft.clear();
    toast(contactToasts.success);
    onSent();
  };

  const { busy, onSubmit } = useFormSubmit(form, {
    onInvalid: () => {
      // The toast is for missing fields (§8); a malformed address shows its message under the field.
      const missing = contactToasts.missingFields;
      if (showsError(form, missing.description)) toast(missing);
    },
    onValid: async (values) => {
      try {
        await webhooks.contact(toContactPayload(values, new Date()));
      } catch {
        toast(contactToasts.failed);
        return;
      }
      succeed();
    },
    onTrapped: succeed,
  });

  return (
    <FormElement onSubmit={onSubmit} draft={draft} aria-label="Contact message">
      <Stack gap="lg">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- only for the next message, as above */}
        <TextInput of={form} name="name" label="Name" autoComplete="name" autoFocus={autoFocus} required />
        <TextInput of={form} name="email" type="email" label="Email" autoComplete="email" required />
        <TextInput of={form} name="phone" type="tel" label="Phone" hint="Optional." autoComplete="tel" />
        <TextAreaInput of={form} name="message" label="Message" rows={5} required />
        <Honeypot />
        <div>
          <SubmitButton busy={busy} busyLabel={contactBusyLabel}>
            {submitLabel}
          </SubmitButton>
        </div>
      </Stack>
    </FormElement>
  );
}
