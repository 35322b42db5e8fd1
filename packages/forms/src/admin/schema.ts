import * as v from "valibot";
import { mergeMessages } from "../words/mergeMessages";
import type { PartialMessages } from "../words/types";
import { adminMessages, type AdminMessages } from "./messages";

/**
 * The admin password gate, with the messages' `errors` (the English default if left out). Not
 * trimmed: a password's spaces are part of it.
 */
export function adminSchema(messages?: PartialMessages<AdminMessages>) {
  const { required } = mergeMessages(adminMessages, messages).errors;
  return v.object({ password: v.pipe(v.string(required), v.nonEmpty(required)) });
}

/** The password gate's schema with its English message. */
export const AdminSchema = /* @__PURE__ */ adminSchema();

/** The password gate's values. */
export type AdminValues = v.InferInput<typeof AdminSchema>;
