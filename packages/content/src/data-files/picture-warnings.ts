import type * as v from "valibot";
import { describeIssues } from "./describe-issues";
import { describeField } from "./fields";
import { imageWidthWarning, knownImages } from "./image-files";

/**
 * The warnings a data file's pictures earn (a photo too narrow for its place), named like its
 * problems: "<file> › Founder's photo › Picture: …". A warning never stops the build.
 */

interface Structured {
  readonly type: string;
  readonly entries?: Readonly<Record<string, v.GenericSchema>>;
  readonly item?: v.GenericSchema;
}

interface Found {
  readonly file: string;
  readonly shownAt: number;
  readonly path: v.IssuePathItem[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** Each picture field in `value`, with where the schema says it shows and the path down to its file. */
function picturesIn(schema: v.GenericSchema, value: unknown, path: v.IssuePathItem[]): Found[] {
  const { editor, inner } = describeField(schema);
  const shape = inner as unknown as Structured;
  if (editor.shownAt !== undefined) {
    const file = isRecord(value) ? value.file : undefined;
    if (typeof file !== "string" || file === "") return [];
    const step = { type: "object", origin: "value", input: value, key: "file", value: file } as v.IssuePathItem;
    return [{ file, shownAt: editor.shownAt, path: [...path, step] }];
  }
  if (shape.type === "object" && isRecord(value)) {
    return Object.entries(shape.entries ?? {}).flatMap(([key, entry]) =>
      picturesIn(entry, value[key], [
        ...path,
        { type: "object", origin: "value", input: value, key, value: value[key] },
      ]),
    );
  }
  if (shape.type === "array" && Array.isArray(value) && shape.item) {
    const item = shape.item;
    return value.flatMap((entry: unknown, key) =>
      picturesIn(item, entry, [...path, { type: "array", origin: "value", input: value, key, value: entry }]),
    );
  }
  return [];
}

/** One line per picture of the file narrower than twice its place, naming the file, the entry and the field. */
export function pictureWarnings(shown: string, schema: v.GenericSchema, fields: unknown): string[] {
  const issues = picturesIn(schema, fields, []).flatMap(({ file, shownAt, path }) => {
    const message = imageWidthWarning(file, knownImages.get(file), shownAt);
    return message
      ? [{ kind: "validation", type: "check", input: file, expected: null, received: file, message, path }]
      : [];
  });
  return describeIssues(shown, schema, issues as unknown as v.BaseIssue<unknown>[]);
}
