import type { UrlField } from "@grand-river/webhooks";
import { TextInput } from "../fields/TextInput/TextInput.js";
import { websiteUrl } from "../validation/websiteUrl.js";
import type { FieldKind } from "./fieldKind.js";

/** A website address, or nothing. */
export const url: FieldKind<UrlField> = {
  rule: (_, { say, errors }) => websiteUrl(say("invalidUrl"), errors.tooLong),
  draw: () => [TextInput, { type: "url", autoComplete: "url" }],
};
