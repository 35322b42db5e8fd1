import { PLAYBOOK_FIELDS } from "@grand-river/webhooks/definition/playbook";
import type * as v from "valibot";
import { formSchema } from "../form/formSchema.js";
import { line } from "../kinds/line.js";
import { url } from "../kinds/url.js";
import { radio } from "../kinds/radio.js";
import { paragraph } from "../kinds/paragraph.js";
import { slider } from "../kinds/slider.js";
import { checkboxes } from "../kinds/checkboxes.js";
import { email } from "../kinds/email.js";
import { playbookMessages, type PlaybookMessages } from "./messages.js";

/** The kinds of its fields: what draws them and checks them. */
export const playbookKinds = { line, url, radio, paragraph, slider, checkboxes, email };

/** The Weekly AI Playbook sign-up (spec §5, Playbook table), from its definition, with the messages' `errors` (in English when not given). */
export function playbookSchema(messages: PlaybookMessages = playbookMessages) {
  return formSchema(PLAYBOOK_FIELDS, playbookKinds, messages.errors);
}

/** The Playbook sign-up's schema with its English messages. */
export const PlaybookSchema = /* @__PURE__ */ playbookSchema();

/** The Playbook form's values. */
export type PlaybookValues = v.InferInput<typeof PlaybookSchema>;
