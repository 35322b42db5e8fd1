import type * as v from "valibot";
import { describeIssues } from "./describe-issues";
import { describeField, markdownNote } from "./fields";
import { imageWidthWarning, knownImages } from "./image-files";

/**
 * The warnings a data file earns, named like its problems ("<file> › Founder's photo › Picture: …"):
 * a photo too narrow for its place, and formatting a Markdown field's page shows without (a heading
 * in an FAQ answer). A warning never stops the build.
 */

interface Structured {
  readonly type: string;
  readonly entries?: Readonly<Record<string, v.GenericSchema>>;
  readonly item?: v.GenericSchema;
}

interface Found {
  /** What the owner is told of the field. */
  readonly message: string;
  readonly input: unknown;
  readonly path: v.IssuePathItem[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** Each warning of a field in `value`, with the path down to it. */
function warningsIn(schema: v.GenericSchema, value: unknown, path: v.IssuePathItem[]): Found[] {
  const { editor, inner } = describeField(schema);
  const shape = inner as unknown as Structured;
  if (editor.shownAt !== undefined) {
    const file = isRecord(value) ? value.file : undefined;
    if (typeof file !== "string" || file === "") return [];
    const message = imageWidthWarning(file, knownImages.get(file), editor.shownAt);
    const step = { type: "object", origin: "value", input: value, key: "file", value: file } as v.IssuePathItem;
    return message ? [{ message, input: file, path: [...path, step] }] : [];
  }
  if (editor.formatting) {
    const message = markdownNote(inner, value);
    return message ? [{ message, input: value, path }] : [];
  }
  if (shape.type === "object" && isRecord(value)) {
    return Object.entries(shape.entries ?? {}).flatMap(([key, entry]) =>
      warningsIn(entry, value[key], [
        ...path,
        { type: "object", origin: "value", input: value, key, value: value[key] },
      ]),
    );
  }
  if (shape.type === "array" && Array.isArray(value) && shape.item) {
    const item = shape.item;
    return value.flatMap((entry: unknown, key) =>
      warningsIn(item, entry, [...path, { type: "array", origin: "value", input: value, key, value: entry }]),
    );
  }
  return [];
}

/** One line per warning of the file, naming the file, the entry and the field. */
export function fieldWarnings(shown: string, schema: v.GenericSchema, fields: unknown): string[] {
  const issues = warningsIn(schema, fields, []).map(({ message, input, path }) => ({
    kind: "validation",
    type: "check",
    input,
    expected: null,
    received: String(input),
    message,
    path,
  }));
  return describeIssues(shown, schema, issues as unknown as v.BaseIssue<unknown>[]);
}
