import type { SelectField } from "@grand-river/webhooks";
import { SelectInput } from "../fields/SelectInput/SelectInput.js";
import { requiredText } from "../validation/requiredText.js";
import type { FieldKind } from "./fieldKind.js";

/** One of the choices the form's page gives (its `options`, passed by kind). */
export const select: FieldKind<SelectField> = {
  rule: (_, { say, errors }) => requiredText(say("required"), errors.tooLong),
  draw: () => [SelectInput, {}],
};
