import { Grid } from "@grand-river/ui";
import { PLAYBOOK_FIELDS } from "@grand-river/webhooks/definition/playbook";
import { useSchemaDraft } from "../drafts/useSchemaDraft.js";
import { definedFields } from "../form/definedFields.js";
import { useWebhookForm } from "../form/useWebhookForm.js";
import { WebhookFormElement } from "../form/WebhookFormElement.js";
import { playbookMessages, type PlaybookMessages } from "./messages.js";
import { choicesIn } from "./options.js";
import { toPlaybookPayload } from "./payload.js";
import { playbookKinds, playbookSchema } from "./schema.js";

/** Props of `PlaybookForm`. */
export interface PlaybookFormProps {
  /** Every word it shows or announces; the English of `playbookMessages` when not given. */
  messages?: PlaybookMessages;
  /** The button's words when idle: shorthand for `messages.submit`, and wins over it. */
  submitLabel?: string;
}

/** The Weekly AI Playbook sign-up (spec §2.11): each field shows its own message (§5). */
export function PlaybookForm({ messages = playbookMessages, submitLabel }: PlaybookFormProps) {
  // Every field has its own message, so no toast for missing ones.
  const playbook = useWebhookForm({
    webhook: "playbook",
    schema: playbookSchema,
    draft: useSchemaDraft,
    messages,
    payload: (values) => toPlaybookPayload(values, messages),
    toasts: { failed: messages.toasts.failed, sent: messages.toasts.success },
  });
  const choices = choicesIn(messages);
  const fields = definedFields(playbook.form, PLAYBOOK_FIELDS, {
    kinds: playbookKinds,
    words: messages.fields,
    choices: {
      radio: { options: choices.teamSizes, orientation: "horizontal" },
      checkboxes: { groups: choices.appGroups },
    },
  });
  return (
    <WebhookFormElement of={playbook} words={{ ...messages, submit: submitLabel ?? messages.submit }} gap="lg">
      {/* Who and where, two by two. */}
      <Grid columns={2} gap="md">
        {fields.slice(0, 4)}
      </Grid>
      {fields.slice(4)}
    </WebhookFormElement>
  );
}
