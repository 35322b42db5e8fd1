import { Stack, toast } from "@grand-river/ui";
import type { NewsletterPayload } from "@grand-river/webhooks";
import { reset, useForm } from "@modular-forms/react";
import { FormElement } from "../fields/FormElement/FormElement.js";
import { Honeypot } from "../fields/Honeypot/Honeypot.js";
import { showsError } from "../fields/showsError.js";
import { SubmitButton } from "../fields/SubmitButton/SubmitButton.js";
import { TextInput } from "../fields/TextInput/TextInput.js";
import { useSubmissionId } from "../drafts/useSubmissionId.js";
import { useFormSubmit } from "../fields/useFormSubmit.js";
import { newsletterMessages, type NewsletterMessages } from "./messages.js";
import { useSchemaValidation } from "../validation/useSchemaValidation.js";
import { useWebhooks } from "../webhooks-context.js";
import { failureToast, successToast } from "../words/formToasts.js";
import { toNewsletterPayload } from "./payload.js";
import { newsletterSchema, type NewsletterValues } from "./schema.js";

/** Where a newsletter form sits: the standalone sign-up, or the home page's newsletter section. */
export const newsletterVariants = ["standalone", "section"] as const;

/** One of `newsletterVariants`. */
export type NewsletterVariant = (typeof newsletterVariants)[number];

// The spec gives the two forms different sources and success words; both readings are kept (§3, §8).
const variants = {
  standalone: { source: "newsletter", success: "success" },
  section: { source: "newsletter-section", success: "sectionSuccess" },
} as const satisfies Record<
  NewsletterVariant,
  { source: NewsletterPayload["source"]; success: keyof NewsletterMessages["toasts"] }
>;

/** Props of `NewsletterForm`. */
export interface NewsletterFormProps {
  /** "standalone" sends source "newsletter"; "section" (home page) sends "newsletter-section". */
  variant: NewsletterVariant;
  /** Every word it shows or announces; the English of `newsletterMessages` when not given. */
  messages?: NewsletterMessages;
  /** The email field's visible label: shorthand for `messages.fields.email.label`, and wins over it. */
  label?: string;
  /** The button's words: shorthand for `messages.submit`, and wins over it. */
  submitLabel?: string;
}

/** The newsletter sign-up: one email field, a toast for the outcome, and the field cleared on success. */
export function NewsletterForm({ variant, messages = newsletterMessages, label, submitLabel }: NewsletterFormProps) {
  const webhooks = useWebhooks();
  const [form] = useForm<NewsletterValues>({
    validate: useSchemaValidation(newsletterSchema, messages),
    initialValues: { email: "" },
  });
  const submission = useSubmissionId(`newsletter-${variant}`);
  const { source, success } = variants[variant];

  const succeed = () => {
    toast(successToast(messages.toasts[success]));
    reset(form);
  };

  const { busy, onSubmit } = useFormSubmit(form, {
    onInvalid: () => {
      // The toast is for the empty field (§8); a malformed address shows its message under the field.
      if (showsError(form, messages.errors.required)) toast(failureToast(messages.toasts.missingEmail));
    },
    onValid: async (values) => {
      try {
        await webhooks.newsletter(toNewsletterPayload(values, new Date(), source, messages), {
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

  return (
    <FormElement onSubmit={onSubmit} aria-label={messages.formLabel}>
      <Stack gap="sm">
        <TextInput
          of={form}
          name="email"
          type="email"
          label={label ?? messages.fields.email.label}
          autoComplete="email"
          required
        />
        <Honeypot />
        <div>
          <SubmitButton busy={busy}>{submitLabel ?? messages.submit}</SubmitButton>
        </div>
      </Stack>
    </FormElement>
  );
}

/** Props of `NewsletterSignup` and `NewsletterSection`. */
export type NewsletterVariantFormProps = Omit<NewsletterFormProps, "variant">;

/** The standalone newsletter sign-up (source "newsletter"). */
export function NewsletterSignup(props: NewsletterVariantFormProps) {
  return <NewsletterForm {...props} variant="standalone" />;
}

/** The home page's newsletter section form (source "newsletter-section"). */
export function NewsletterSection(props: NewsletterVariantFormProps) {
  return <NewsletterForm {...props} variant="section" />;
}
