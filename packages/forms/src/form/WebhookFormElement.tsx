import { Stack, type Gap } from "@grand-river/ui";
import type { FieldValues } from "@modular-forms/react";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { FormElement } from "../fields/FormElement/FormElement.js";
import { Honeypot } from "../fields/Honeypot/Honeypot.js";
import { SubmitButton } from "../fields/SubmitButton/SubmitButton.js";
import { useFormReached } from "../webhooks-context.js";
import type { WebhookFormHandle } from "./useWebhookForm.js";

/** Props of `WebhookFormElement`: a `<form>`'s (its name, say), the form's handle and its button's words. */
export interface WebhookFormElementProps<TValues extends FieldValues> extends Omit<
  ComponentPropsWithRef<"form">,
  "onSubmit" | "method" | "noValidate" | "children"
> {
  /** From `useWebhookForm`. */
  of: WebhookFormHandle<TValues>;
  /** The space between the fields. */
  gap: Gap;
  /**
   * The form's words: its accessible name (unless `aria-labelledby` names it), the button's words
   * and what it reads while the body is on its way (its usual words when none).
   */
  words: { readonly formLabel?: string; readonly submit: string; readonly busy?: string };
  /** The spam trap (`Honeypot`): every public form has one; a form behind a password needs none. */
  trap?: boolean;
  /** The fields, in the order a visitor meets them. */
  children: ReactNode;
}

/**
 * A webhook form's `<form>`: its fields in a column, then the spam trap and the submit button. Focus
 * moving into it, or typing in it, tells the provider the visitor reached it (`onFormReached`).
 */
export function WebhookFormElement<TValues extends FieldValues>({
  of,
  gap,
  words,
  trap = true,
  children,
  ...props
}: WebhookFormElementProps<TValues>) {
  const reached = useFormReached();
  return (
    <FormElement
      onSubmit={of.onSubmit}
      draft={of.draft}
      aria-label={words.formLabel}
      onFocus={reached}
      onInput={reached}
      {...props}
    >
      <Stack gap={gap}>
        {children}
        {trap && <Honeypot />}
        <div>
          <SubmitButton busy={of.busy} busyLabel={words.busy}>
            {words.submit}
          </SubmitButton>
        </div>
      </Stack>
    </FormElement>
  );
}
