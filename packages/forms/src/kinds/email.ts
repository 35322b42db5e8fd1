import type { EmailField } from "@grand-river/webhooks";
import { TextInput } from "../fields/TextInput/TextInput.js";
import { emailAddress } from "../validation/emailAddress.js";
import type { FieldKind } from "./fieldKind.js";

/** An e-mail address, always required. */
export const email: FieldKind<EmailField> = {
  rule: (_, { say, errors }) => emailAddress(say("required"), say("invalidEmail"), errors.tooLong),
  draw: () => [TextInput, { type: "email", autoComplete: "email", required: true }],
};
