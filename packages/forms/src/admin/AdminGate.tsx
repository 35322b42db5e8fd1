import { Card, Heading, Stack, Text, toast } from "@grand-river/ui";
import { focus, useForm } from "@modular-forms/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { FormElement } from "../fields/FormElement/FormElement.js";
import { SubmitButton } from "../fields/SubmitButton/SubmitButton.js";
import { TextInput } from "../fields/TextInput/TextInput.js";
import { useFormSubmit } from "../form/useFormSubmit.js";
import { useSchemaValidation } from "../validation/useSchemaValidation.js";
import { failureToast, successToast } from "../words/formToasts.js";
import { adminMessages, type AdminMessages } from "./messages.js";
import * as styles from "./AdminGate.css.js";
import { adminSchema, type AdminValues } from "./schema.js";
import { sha256Hex } from "./sha256Hex.js";

/** Props of `AdminGate`. */
export interface AdminGateProps {
  /** SHA-256 of the shared code, as hex; the code itself is never shipped. */
  codeSha256: string;
  /** What the right password unlocks. */
  children: ReactNode;
  /** Every word it shows or announces; the English of `adminMessages` when not given. */
  messages?: AdminMessages;
  /** The gate's heading: shorthand for `messages.heading`, and wins over it. */
  heading?: string;
  /** One line under the heading: shorthand for `messages.intro`, and wins over it. */
  intro?: string;
}

/**
 * A password gate, checked in the browser against a hash (spec §6). The unlocked state lives only
 * in this component, so it lasts for the life of the page and nothing is stored.
 */
export function AdminGate({ codeSha256, children, messages = adminMessages, heading, intro }: AdminGateProps) {
  const [unlocked, setUnlocked] = useState(false);
  return unlocked ? (
    <Unlocked>{children}</Unlocked>
  ) : (
    <PasswordForm
      codeSha256={codeSha256}
      messages={messages}
      heading={heading ?? messages.heading}
      intro={intro ?? messages.intro}
      onUnlock={() => setUnlocked(true)}
    />
  );
}

interface PasswordFormProps {
  codeSha256: string;
  messages: AdminMessages;
  heading: string;
  intro: string;
  onUnlock: () => void;
}

// Not `useWebhookForm`: it posts to no webhook and must keep no draft (a password); only its submit is shared.
function PasswordForm({ codeSha256, messages, heading, intro, onUnlock }: PasswordFormProps) {
  const headingId = useId();
  const [form] = useForm<AdminValues>({
    validate: useSchemaValidation(adminSchema, messages),
    initialValues: { password: "" },
  });

  const { busy, onSubmit } = useFormSubmit(form, {
    onValid: async ({ password }) => {
      // Hashed here, in the submit handler: Web Crypto is a browser API and must not run while prerendering.
      if ((await sha256Hex(password)) === codeSha256.trim().toLowerCase()) {
        toast(successToast(messages.toasts.granted));
        onUnlock();
      } else {
        toast(failureToast(messages.toasts.denied));
        focus(form, "password");
      }
    },
  });

  return (
    <Card>
      <Stack gap="md">
        <Heading level={2} size="xl" id={headingId}>
          {heading}
        </Heading>
        <Text tone="muted">{intro}</Text>
        <FormElement onSubmit={onSubmit} aria-labelledby={headingId}>
          <Stack gap="md">
            <TextInput
              of={form}
              name="password"
              type="password"
              {...messages.fields.password}
              autoComplete="current-password"
              required
            />
            <div>
              <SubmitButton busy={busy}>{messages.submit}</SubmitButton>
            </div>
          </Stack>
        </FormElement>
      </Stack>
    </Card>
  );
}

function Unlocked({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.unlocked}>
      {children}
    </div>
  );
}
