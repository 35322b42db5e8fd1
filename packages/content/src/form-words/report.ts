import { reportMessages, type ReportMessages } from "@grand-river/forms/data";

/** Every word of the AI report details form on this site: the spec's English, as the forms package holds it. */
export const reportFormMessages: ReportMessages = reportMessages;
