import { newsletterMessages, type NewsletterMessages } from "@grand-river/forms/data";

/** Every word of the home page's newsletter form on this site: the spec's English, as the forms package holds it. */
export const newsletterFormMessages: NewsletterMessages = newsletterMessages;
