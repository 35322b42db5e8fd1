import { playbookMessages, type PlaybookMessages } from "@grand-river/forms/data";

/** Every word of the Weekly AI Playbook sign-up on this site: the spec's English, as the forms package holds it. */
export const playbookFormMessages: PlaybookMessages = playbookMessages;
