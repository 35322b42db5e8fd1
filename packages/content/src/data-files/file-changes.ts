import type * as v from "valibot";
import { steps } from "./describe-issues";
import { dataFileGroups } from "./files";

/**
 * What changed in a data file between two versions of its text, named as the editor names each
 * field ("Projects › project 1 “Lakeshore Family Dental” › Title"): what /edit tells an owner whose
 * Publish it refused because someone else published the same file after she opened it.
 */

type Path = v.IssuePathItem[];

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The places where `after` differs from `before`, each as the issue path `steps` names (its values from `after`). */
function differences(before: unknown, after: unknown, at: Path = []): Path[] {
  const item = (key: string | number, value: unknown): v.IssuePathItem =>
    ({ type: Array.isArray(after) ? "array" : "object", origin: "value", input: after, key, value }) as v.IssuePathItem;
  if (Array.isArray(before) && Array.isArray(after)) {
    // An entry added or removed moves every one after it: the list itself changed.
    if (before.length !== after.length) return [at];
    return after.flatMap((value: unknown, index) => differences(before[index], value, [...at, item(index, value)]));
  }
  if (isGroup(before) && isGroup(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => differences(before[key], after[key], [...at, item(key, after[key])]));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [at];
}

/**
 * The fields of the data file at `repositoryPath` ("packages/content/data/portfolio.json") that
 * differ between the texts `before` and `after`, by the editor's names; the file's own label when
 * either text is not JSON or the file is not one the editor knows.
 */
export function changedFields(repositoryPath: string, before: string, after: string): string[] {
  const file = dataFileGroups
    .flatMap((group) => group.files)
    .find((candidate) => repositoryPath.endsWith(`/${candidate.path}`));
  let fields: [unknown, unknown];
  try {
    fields = [JSON.parse(before), JSON.parse(after)];
  } catch {
    return [file?.label ?? repositoryPath];
  }
  if (!file) return [repositoryPath];
  return differences(...fields).map((at) => (at.length === 0 ? file.label : steps(file.schema, at).join(" › ")));
}
