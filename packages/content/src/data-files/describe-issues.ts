import type * as v from "valibot";
import { describeField } from "./fields";

/**
 * A schema issue in words an editor follows: the file, then each step down to the field by the
 * names the editor shows ("Projects › project 20 “Payroll bot” › Title"), then what is wrong.
 */

interface Structured {
  readonly type: string;
  readonly entries?: Readonly<Record<string, v.GenericSchema>>;
  readonly item?: v.GenericSchema;
}

/** What a schema holds, looking through `optional`. */
const structureOf = (schema: v.GenericSchema): Structured => describeField(schema).inner;

/** The name of one list entry: "project 20", with its title when it has one. */
function entryName(list: v.GenericSchema, index: number, value: unknown): string {
  const { editor } = describeField(list);
  const name = `${editor.itemLabel ?? "entry"} ${index + 1}`;
  const titleField = editor.itemTitleField;
  const title =
    titleField && typeof value === "object" && value !== null
      ? (value as Record<string, unknown>)[titleField]
      : undefined;
  return typeof title === "string" && title.trim() !== "" ? `${name} “${title.trim()}”` : name;
}

/** The steps from the file down to a field (an issue's path), named as the editor names them. */
export function steps(schema: v.GenericSchema, path: readonly v.IssuePathItem[]): string[] {
  const names: string[] = [];
  let current: v.GenericSchema | undefined = schema;
  for (const item of path) {
    const inner: Structured | undefined = current ? structureOf(current) : undefined;
    if (current && inner?.type === "array" && typeof item.key === "number") {
      names.push(entryName(current, item.key, item.value));
      current = inner.item;
    } else if (inner?.type === "object" && typeof item.key === "string") {
      const field = inner.entries?.[item.key];
      names.push((field && describeField(field).label) ?? item.key);
      current = field;
    } else {
      names.push(String(item.key));
      current = undefined;
    }
  }
  return names;
}

/** What went wrong: the schema's own words, or plain words for a field that is not there at all. */
function problem(issue: v.BaseIssue<unknown>): string {
  const missing = issue.kind === "schema" && issue.type === "object" && issue.input === undefined && issue.path;
  return missing ? "is missing. Fill it in." : issue.message;
}

/** One line per issue: "<file> › <entry> › <field>: <what is wrong>". */
export function describeIssues(
  file: string,
  schema: v.GenericSchema,
  issues: readonly v.BaseIssue<unknown>[],
): string[] {
  return issues.map((issue) => [file, ...steps(schema, issue.path ?? [])].join(" › ") + `: ${problem(issue)}`);
}
