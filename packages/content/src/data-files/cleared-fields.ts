/**
 * What the editor (/edit) leaves behind when an owner clears a field, and what a save drops so the
 * file reads as if the field had never been filled: Decap writes a cleared choice as `null` and a
 * cleared text, date or picture as `""`, and keeps a group whose every field was cleared. The
 * schemas read a missing optional field as "none", so dropping these is what makes a cleared
 * optional field publish; a required one is refused by the editor before it saves.
 */

/** One place in a file's fields: the keys and list positions down to it. */
export type FieldPath = readonly (string | number)[];

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether a group member holds nothing: cleared, or a group of nothing but cleared members. */
function holdsNothing(value: unknown): boolean {
  if (value === null || value === "") return true;
  return isGroup(value) && Object.keys(value).length > 0 && Object.values(value).every(holdsNothing);
}

/**
 * The places of every group member that holds nothing, outermost first (a group all of whose
 * fields were cleared is one place, not one per field). List entries are never dropped: a list's
 * entries are removed with its own × button.
 */
export function clearedFields(fields: unknown, at: FieldPath = []): FieldPath[] {
  if (Array.isArray(fields)) return fields.flatMap((entry, index) => clearedFields(entry, [...at, index]));
  if (!isGroup(fields)) return [];
  return Object.entries(fields).flatMap(([key, value]) =>
    holdsNothing(value) ? [[...at, key]] : clearedFields(value, [...at, key]),
  );
}
