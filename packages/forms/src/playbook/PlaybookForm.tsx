import { Grid } from "@grand-river/ui";
import { CheckboxesInput } from "../fields/CheckboxesInput/CheckboxesInput.js";
import { RadioInput } from "../fields/RadioInput/RadioInput.js";
import { SliderInput } from "../fields/SliderInput/SliderInput.js";
import { TextAreaInput } from "../fields/TextAreaInput/TextAreaInput.js";
import { TextInput } from "../fields/TextInput/TextInput.js";
import { useWebhookForm } from "../form/useWebhookForm.js";
import { WebhookFormElement } from "../form/WebhookFormElement.js";
import { playbookMessages, type PlaybookMessages } from "./messages.js";
import { AI_FAMILIARITY, APP_GROUPS, PAIN_POINT_MAX_LENGTH, TEAM_SIZE_VALUES } from "./choices.js";
import { toPlaybookPayload } from "./payload.js";
import { playbookSchema } from "./schema.js";

/** The choices in the messages' words: the team sizes, and the apps under their categories. */
function choicesIn(messages: PlaybookMessages) {
  return {
    teamSizes: TEAM_SIZE_VALUES.map((value) => ({ value, label: messages.teamSizes[value] })),
    appGroups: APP_GROUPS.map(({ id, apps }) => ({
      label: messages.appCategories[id],
      options: apps.map((app) => ({ value: app, label: messages.apps[app] })),
    })),
  };
}

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
    messages,
    payload: (values) => toPlaybookPayload(values, messages),
    toasts: { failed: messages.toasts.failed, sent: messages.toasts.success },
  });
  const choices = choicesIn(messages);

  const { form } = playbook;
  const { fields } = messages;
  return (
    <WebhookFormElement of={playbook} words={{ ...messages, submit: submitLabel ?? messages.submit }} gap="lg">
      <Grid columns={2} gap="md">
        <TextInput of={form} name="fullName" {...fields.fullName} autoComplete="name" required />
        <TextInput of={form} name="businessName" {...fields.businessName} autoComplete="organization" required />
        <TextInput of={form} name="businessWebsite" type="url" {...fields.businessWebsite} autoComplete="url" />
        <TextInput of={form} name="industry" {...fields.industry} required />
      </Grid>
      <RadioInput
        of={form}
        name="teamSize"
        {...fields.teamSize}
        options={choices.teamSizes}
        orientation="horizontal"
        required
      />
      <TextAreaInput of={form} name="painPoint" {...fields.painPoint} maxLength={PAIN_POINT_MAX_LENGTH} rows={2} />
      <SliderInput
        of={form}
        name="aiFamiliarity"
        {...fields.aiFamiliarity}
        min={AI_FAMILIARITY.min}
        max={AI_FAMILIARITY.max}
        step={AI_FAMILIARITY.step}
      />
      <CheckboxesInput of={form} name="apps" {...fields.apps} groups={choices.appGroups} required />
      <TextAreaInput of={form} name="aiQuestion" {...fields.aiQuestion} rows={2} />
      <TextInput of={form} name="email" type="email" {...fields.email} autoComplete="email" required />
    </WebhookFormElement>
  );
}
