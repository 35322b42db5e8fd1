import { PLAYBOOK_FORM } from "@grand-river/webhooks";
import type * as v from "valibot";
import { formSchema } from "../form/formSchema.js";
import { playbookMessages, type PlaybookMessages } from "./messages.js";

/** The Weekly AI Playbook sign-up (spec §5, Playbook table), from its definition, with the messages' `errors` (in English when not given). */
export function playbookSchema(messages: PlaybookMessages = playbookMessages) {
  return formSchema(PLAYBOOK_FORM, messages.errors);
}

/** The Playbook sign-up's schema with its English messages. */
export const PlaybookSchema = /* @__PURE__ */ playbookSchema();

/** The Playbook form's values. */
export type PlaybookValues = v.InferInput<typeof PlaybookSchema>;
