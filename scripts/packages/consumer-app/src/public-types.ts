// Only type-checked (tsc): the packages' public types as another team would lean on them.
import {
  ContactForm,
  contactSchema,
  toContactPayload,
  type ContactMessages,
  type ContactValues,
  type FormToast,
} from "@grand-river/forms";
import { contactMessages, mergeMessages, toasts } from "@grand-river/forms/data";
import type { ButtonProps } from "@grand-river/ui";
import { vars } from "@grand-river/ui/vars";
import type { ContactPayload, WebhookClient, WebhookFailure } from "@grand-river/webhooks";
import { createElement } from "react";

const values: ContactValues = { name: "Ada", email: "ada@example.com", phone: "", message: "Hello" };
export const payload: ContactPayload = toContactPayload(values, new Date());
export const sent: FormToast = toasts.contact.success;
export const primary: string = vars.color.primary;
export const look: ButtonProps["variant"] = "secondary";
// @ts-expect-error: not one of the button's variants (an `any` from a lost declaration would pass)
export const unknownLook: ButtonProps["variant"] = "sparkly";
// @ts-expect-error: the contact form takes no such prop
export const form = createElement(ContactForm, { recipient: "ada@example.com" });
// @ts-expect-error: a whole translation names every word, and this one leaves most out
export const halfTranslated: ContactMessages = { submit: "Enviar" };
// @ts-expect-error: a form takes whole messages; a few words go over the English with mergeMessages
export const fewWords = createElement(ContactForm, { messages: { submit: "Enviar" } });
// @ts-expect-error: a message with a number in it is a function of that number, not a string
export const flatLimit = mergeMessages(contactMessages, { errors: { tooLong: "Too long" } });
const obligatorio = mergeMessages(contactMessages, { errors: { required: "Obligatorio" } });
export const spanishSchema = contactSchema(obligatorio);
export const spanishPayload: ContactPayload = toContactPayload(values, new Date(), obligatorio);
export const reasons: WebhookFailure[] = ["network", "timeout", "aborted"];

export async function sendTwice(client: WebhookClient, body: ContactPayload): Promise<void> {
  await client.contact(body);
  // @ts-expect-error: a contact message is not a newsletter sign-up
  await client.newsletter(body);
}
