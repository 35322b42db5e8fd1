import { Card, Heading, Stack, Text, toast } from "@grand-river/ui";
import { focus, useForm, valiForm } from "@modular-forms/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { FormElement } from "../fields/FormElement/FormElement";
import { SubmitButton } from "../fields/SubmitButton/SubmitButton";
import { TextInput } from "../fields/TextInput/TextInput";
import { useFormSubmit } from "../fields/useFormSubmit";
import { adminToasts } from "./messages";
import * as styles from "./AdminGate.css";
import { AdminSchema, type AdminValues } from "./schema";
import { sha256Hex } from "./sha256Hex";

/** Props of `AdminGate`. */
export interface AdminGateProps {
  /** SHA-256 of the shared code, as hex; the code itself is never shipped. */
  codeSha256: string;
  /** What the right password unlocks. */
  children: ReactNode;
  /** The gate's heading. */
  heading?: string;
  /** One line under the heading. */
  intro?: string;
}

/**
 * A password gate, checked in the browser against a hash (spec §6). The unlocked state lives only
 * in this component, so it lasts for the life of the page and nothing is stored.
 */
export function AdminGate({
  codeSha256,
  children,
  heading = "Admin access",
  intro = "Enter the password to continue.",
}: AdminGateProps) {
  const [unlocked, setUnlocked] = useState(false);
  return unlocked ? (
    <Unlocked>{children}</Unlocked>
  ) : (
    <PasswordForm codeSha256={codeSha256} heading={heading} intro={intro} onUnlock={() => setUnlocked(true)} />
  );
}

interface PasswordFormProps {
  codeSha256: string;
  heading: string;
  intro: string;
  onUnlock: () => void;
}

function PasswordForm({ codeSha256, heading, intro, onUnlock }: PasswordFormProps) {
  const headingId = useId();
  const [form] = useForm<AdminValues>({ validate: valiForm(AdminSchema), initialValues: { password: "" } });

  const { busy, onSubmit } = useFormSubmit(form, {
    onValid: async ({ password }) => {
      // Hashed here, in the submit handler: Web Crypto is a browser API and must not run while prerendering.
      if ((await sha256Hex(password)) === codeSha256.trim().toLowerCase()) {
        toast(adminToasts.granted);
        onUnlock();
      } else {
        toast(adminToasts.denied);
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
              label="Password"
              autoComplete="current-password"
              required
            />
            <div>
              <SubmitButton busy={busy}>Unlock</SubmitButton>
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
