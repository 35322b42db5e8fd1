import type { NewsletterPayload } from "@grand-river/webhooks";
import { NEWSLETTER_FIELDS } from "@grand-river/webhooks/definition/newsletter";
import { definedFields } from "../form/definedFields.js";
import { useWebhookForm } from "../form/useWebhookForm.js";
import { WebhookFormElement } from "../form/WebhookFormElement.js";
import { newsletterMessages, type NewsletterMessages } from "./messages.js";
import { toNewsletterPayload } from "./payload.js";
import { newsletterKinds, newsletterSchema } from "./schema.js";

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
  /** The one field's visible label: shorthand for its label in `messages.fields`, and wins over it. */
  label?: string;
  /** The button's words: shorthand for `messages.submit`, and wins over it. */
  submitLabel?: string;
}

/** The newsletter sign-up: one email field, a toast for the outcome, and the field cleared on success. */
export function NewsletterForm({ variant, messages = newsletterMessages, label, submitLabel }: NewsletterFormProps) {
  const { source, success } = variants[variant];
  // One email field: nothing worth a draft.
  const newsletter = useWebhookForm({
    webhook: "newsletter",
    name: `newsletter-${variant}`,
    schema: newsletterSchema,
    messages,
    payload: (values, now) => toNewsletterPayload(values, now, source, messages),
    toasts: {
      failed: messages.toasts.failed,
      sent: messages.toasts[success],
      missing: { toast: messages.toasts.missingEmail, message: messages.errors.required },
    },
  });

  return (
    <WebhookFormElement of={newsletter} words={{ ...messages, submit: submitLabel ?? messages.submit }} gap="sm">
      {definedFields(newsletter.form, NEWSLETTER_FIELDS, {
        kinds: newsletterKinds,
        words: label ? labelled(messages.fields, label) : messages.fields,
      })}
    </WebhookFormElement>
  );
}

/** The field's words with its label replaced: the form has one field. */
function labelled(fields: NewsletterMessages["fields"], label: string) {
  return Object.fromEntries(Object.entries(fields).map(([name, words]) => [name, { ...words, label }]));
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
