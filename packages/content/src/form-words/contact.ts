import { contactMessages, type ContactMessages } from "@grand-river/forms/data";
import { contactPage } from "../contact";

/**
 * Every word of the contact form on this site: the spec's English, which the forms package holds
 * as its defaults (the one place it is written), with this site's own thank-you panel.
 */
export const contactFormMessages: ContactMessages = { ...contactMessages, thankYou: contactPage.thankYou };
