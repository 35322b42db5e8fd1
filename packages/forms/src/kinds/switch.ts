import type { SwitchField } from "@grand-river/webhooks";
import * as v from "valibot";
import { SwitchInput } from "../fields/SwitchInput/SwitchInput.js";
import type { FieldKind } from "./fieldKind.js";

/** Yes or no. */
export const switchKind: FieldKind<SwitchField> = {
  // A check rather than valibot's boolean, which every form island would load with valibot.
  rule: (field) =>
    v.optional(
      v.custom<boolean>((value) => typeof value === "boolean"),
      field.initial,
    ),
  draw: () => [SwitchInput, {}],
};
