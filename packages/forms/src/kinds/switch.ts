import type { SwitchField } from "@grand-river/webhooks";
import * as v from "valibot";
import { SwitchInput } from "../fields/SwitchInput/SwitchInput.js";
import type { FieldKind } from "./fieldKind.js";

/** Yes or no. */
export const switchKind: FieldKind<SwitchField> = {
  rule: (field) => v.optional(v.boolean(), field.initial),
  draw: () => [SwitchInput, {}],
};
