import { worklogMessages, type WorklogMessages } from "@grand-river/forms/data";

/** Every word of the work-log form and its calculator on this site: the spec's English, as the forms package holds it. */
export const worklogFormMessages: WorklogMessages = worklogMessages;
