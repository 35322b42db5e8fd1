import * as v from "valibot";
import { describeField, type LengthGuide } from "./fields";
import { dataFileGroups, dataFolders } from "./files";

/**
 * The editor's checks of a field, from the same valibot schemas the build validates each data file
 * with: the editor (/edit) runs `fieldProblem` on a field as it is typed and refuses to save while it
 * says something, so whatever the editor saves, the build accepts. Each field is known by its
 * `fieldCheckId`, which `./editor-fields.ts` writes into the field's configuration.
 */

interface Introspected {
  readonly type: string;
  readonly entries?: Readonly<Record<string, v.GenericSchema>>;
  readonly item?: v.GenericSchema;
}

/** A field's id: "<group>/<file>/<keys>", with "*" for any entry of a list ("portfolio/projects/projects.*.title"). */
export const fieldCheckId = (group: string, file: string, keys: readonly string[]) =>
  `${group}/${file}/${keys.join(".")}`;

/** What a folder's entries stand as in their fields' ids, in place of a file's name: "posts/entry/title". */
export const folderEntryFile = "entry";

/** The schema of every field the editor shows as a text or a picture's file, and of every picture group, by its id. */
export function fieldSchemas(): ReadonlyMap<string, v.GenericSchema> {
  const found = new Map<string, v.GenericSchema>();
  const walk = (id: (keys: readonly string[]) => string, keys: readonly string[], schema: v.GenericSchema) => {
    const { inner, editor } = describeField(schema);
    const shape = inner as unknown as Introspected;
    if (editor.shownAt !== undefined) found.set(id(keys), inner);
    if (shape.type === "object")
      for (const [key, entry] of Object.entries(shape.entries ?? {})) walk(id, [...keys, key], entry);
    else if (shape.type === "array" && shape.item) walk(id, [...keys, "*"], shape.item);
    else if (shape.type === "string") found.set(id(keys), schema);
  };
  for (const group of dataFileGroups)
    for (const file of group.files) walk((keys) => fieldCheckId(group.name, file.name, keys), [], file.schema);
  // A folder's entries share one schema.
  for (const folder of dataFolders) walk((keys) => fieldCheckId(folder.name, folderEntryFile, keys), [], folder.schema);
  return found;
}

/**
 * What is wrong with a field's value, as the build would say it ("Question: uses {auditprice}, …"),
 * or undefined. An empty value is left to the editor's own "required" check, which says it better.
 */
export function fieldProblem(schema: v.GenericSchema, value: unknown): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const result = v.safeParse(schema, value);
  if (result.success) return undefined;
  const label = describeField(schema).label;
  const [issue] = result.issues;
  return `${label ? `${label}: ` : ""}${issue.message}`;
}

/**
 * What the build says of one field of a picture group (`key`: "alt") given the whole group as the
 * editor holds it, or undefined: the checks that read the fields beside it, such as alt text
 * required unless Decorative is ticked. A group not there yet counts as empty.
 */
export function pictureFieldProblem(schema: v.GenericSchema, picture: unknown, key: string): string | undefined {
  const result = v.safeParse(schema, picture ?? {});
  if (result.success) return undefined;
  const issue = result.issues.find(({ path }) => path?.length === 1 && path[0].key === key);
  if (!issue) return undefined;
  const entries = (describeField(schema).inner as unknown as Introspected).entries ?? {};
  const field = entries[key];
  const label = field && describeField(field).label;
  return `${label ? `${label}: ` : ""}${issue.message}`;
}

/** How much of the field search results and the social card show, for the editor to tell as it is typed; or undefined. */
export const fieldLengthGuide = (schema: v.GenericSchema): LengthGuide | undefined =>
  describeField(schema).editor.lengthGuide;

/** The widest a picture's file shows on its page, in CSS pixels, for the editor's note on a file too narrow; or undefined. */
export const fieldShownAt = (schema: v.GenericSchema): number | undefined => describeField(schema).editor.shownAt;
