import type { CheckboxesField } from "@grand-river/webhooks";
import * as v from "valibot";
import { CheckboxesInput } from "../fields/CheckboxesInput/CheckboxesInput.js";
import type { FieldKind } from "./fieldKind.js";

/** At least one of the definition's options (their labels, passed by kind, are words). */
export const checkboxes: FieldKind<CheckboxesField> = {
  rule: (field, { say }) => {
    const message = say("required");
    const offered: readonly string[] = field.groups.flatMap((group) => group.options);
    // Checked on the list as a whole: an issue on one item ("apps.2") would match no field of the
    // form, so the visitor would see no message and the form would just not send.
    return v.optional(
      v.pipe(
        // A check rather than valibot's array, which every form island would load with valibot.
        v.custom<string[]>((ids) => Array.isArray(ids) && ids.every((id) => typeof id === "string"), message),
        v.minLength(1, message),
        v.maxLength(offered.length, message),
        v.check((ids) => ids.every((id) => offered.includes(id)), message),
      ),
      [],
    );
  },
  draw: () => [CheckboxesInput, {}],
};
