import * as v from "valibot";
import { adminMessages, type AdminMessages } from "./messages.js";

/**
 * The admin password gate, with the messages' `errors` (in English when not given). Not
 * trimmed: a password's spaces are part of it.
 */
export function adminSchema(messages: AdminMessages = adminMessages) {
  const { required } = messages.errors;
  return v.object({ password: v.pipe(v.string(required), v.nonEmpty(required)) });
}

/** The password gate's schema with its English message. */
export const AdminSchema = /* @__PURE__ */ adminSchema();

/** The password gate's values. */
export type AdminValues = v.InferInput<typeof AdminSchema>;
