import { Grid, Stack, toast } from "@grand-river/ui";
import { reset, useForm, valiForm } from "@modular-forms/react";
import * as v from "valibot";
import { useFormDraft } from "../drafts/useFormDraft";
import { FormElement } from "../fields/FormElement/FormElement";
import { CheckboxesInput } from "../fields/CheckboxesInput/CheckboxesInput";
import { Honeypot } from "../fields/Honeypot/Honeypot";
import { RadioInput } from "../fields/RadioInput/RadioInput";
import { SliderInput } from "../fields/SliderInput/SliderInput";
import { SubmitButton } from "../fields/SubmitButton/SubmitButton";
import { TextAreaInput } from "../fields/TextAreaInput/TextAreaInput";
import { TextInput } from "../fields/TextInput/TextInput";
import { useFormSubmit } from "../fields/useFormSubmit";
import { playbookBusyLabel, playbookToasts } from "./messages";
import { useWebhooks } from "../webhooks-context";
import { AI_FAMILIARITY, APP_CATEGORIES, APP_IDS, PAIN_POINT_MAX_LENGTH, TEAM_SIZES } from "./options";
import { toPlaybookPayload } from "./payload";
import { PlaybookSchema, type PlaybookValues } from "./schema";

const emptySignUp: Partial<PlaybookValues> = {
  fullName: "",
  businessName: "",
  businessWebsite: "",
  industry: "",
  teamSize: undefined,
  painPoint: "",
  aiFamiliarity: AI_FAMILIARITY.default,
  apps: [],
  aiQuestion: "",
  email: "",
};

const appGroups = APP_CATEGORIES.map(({ name, apps }) => ({
  label: name,
  options: apps.map(({ id, label }) => ({ value: id, label })),
}));

// The choice fields come back only as choices the form still offers.
const draftFields = {
  fullName: v.string(),
  businessName: v.string(),
  businessWebsite: v.string(),
  industry: v.string(),
  teamSize: v.picklist(TEAM_SIZES.map((size) => size.value)),
  painPoint: v.string(),
  aiFamiliarity: v.pipe(v.number(), v.integer(), v.minValue(AI_FAMILIARITY.min), v.maxValue(AI_FAMILIARITY.max)),
  apps: v.array(v.picklist(APP_IDS)),
  aiQuestion: v.string(),
  email: v.string(),
};

/** Props of `PlaybookForm`. */
export interface PlaybookFormProps {
  /** The button's words when idle. */
  submitLabel?: string;
}

/** The Weekly AI Playbook sign-up (spec §2.11): each field shows its own message (§5). */
export function PlaybookForm({ submitLabel = "Sign Up" }: PlaybookFormProps) {
  const webhooks = useWebhooks();
  const [form] = useForm<PlaybookValues>({ validate: valiForm(PlaybookSchema), initialValues: emptySignUp });

  const draft = useFormDraft(form, { key: "playbook", fields: draftFields });
  const succeed = () => {
    draft.clear();
    toast(playbookToasts.success);
    reset(form);
  };

  const { busy, onSubmit } = useFormSubmit(form, {
    onValid: async (values) => {
      try {
        await webhooks.playbook(toPlaybookPayload(values));
      } catch {
        toast(playbookToasts.failed);
        return;
      }
      succeed();
    },
    onTrapped: succeed,
  });

  return (
    <FormElement onSubmit={onSubmit} draft={draft} aria-label="Weekly AI Playbook sign-up">
      <Stack gap="lg">
        <Grid columns={2} gap="md">
          <TextInput of={form} name="fullName" label="Full name" autoComplete="name" required />
          <TextInput of={form} name="businessName" label="Business name" autoComplete="organization" required />
          <TextInput
            of={form}
            name="businessWebsite"
            type="url"
            label="Business website"
            placeholder="https://"
            autoComplete="url"
          />
          <TextInput
            of={form}
            name="industry"
            label="Industry or niche"
            hint="For example: dental practice, real estate, landscaping."
            required
          />
        </Grid>
        <RadioInput
          of={form}
          name="teamSize"
          label="Team size"
          options={TEAM_SIZES}
          orientation="horizontal"
          required
        />
        <TextAreaInput
          of={form}
          name="painPoint"
          label="What is your biggest time drain right now?"
          maxLength={PAIN_POINT_MAX_LENGTH}
          rows={2}
        />
        <SliderInput
          of={form}
          name="aiFamiliarity"
          label="How familiar are you with AI tools?"
          min={AI_FAMILIARITY.min}
          max={AI_FAMILIARITY.max}
          step={AI_FAMILIARITY.step}
          minLabel="New to AI"
          maxLabel="Use it daily"
        />
        <CheckboxesInput
          of={form}
          name="apps"
          label="Which apps and platforms do you use?"
          hint="Pick every one your team works in."
          groups={appGroups}
          required
        />
        <TextAreaInput
          of={form}
          name="aiQuestion"
          label="Any AI question you'd like answered?"
          hint="Optional. We'll answer it in your deck."
          rows={2}
        />
        <TextInput
          of={form}
          name="email"
          type="email"
          label="Email"
          hint="Where we send your deck each Tuesday."
          autoComplete="email"
          required
        />
        <Honeypot />
        <div>
          <SubmitButton busy={busy} busyLabel={playbookBusyLabel}>
            {submitLabel}
          </SubmitButton>
        </div>
      </Stack>
    </FormElement>
  );
}
