import * as v from "valibot";

/** The admin password gate. Not trimmed: a password's spaces are part of it. */
export const AdminSchema = v.object({
  password: v.pipe(v.string("Password is required"), v.nonEmpty("Password is required")),
});

/** The password gate's values. */
export type AdminValues = v.InferInput<typeof AdminSchema>;
