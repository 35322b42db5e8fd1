import * as v from "valibot";
import { describeIssues } from "../data-files/describe-issues";
import { fieldWarnings } from "../data-files/field-warnings";
import { addressOf, readPostFiles } from "./read";
import { PostFileSchema } from "./schema";
import { slugProblem } from "./slug";

/**
 * The build's check of every post in `dataDir`/posts, each line naming the file as
 * `displayDir`/posts/<name>.json: its schema (as every data file's), and its address (its `slug`, or
 * its file's name), which must be one and its own.
 */
export async function checkPosts(
  dataDir: string,
  displayDir: string,
): Promise<{ problems: string[]; warnings: string[] }> {
  const problems: string[] = [];
  const warnings: string[] = [];
  const taken = new Map<string, string>();
  for (const read of await readPostFiles(dataDir)) {
    const shown = `${displayDir}/${read.file}`;
    if (read.unreadable !== undefined) {
      problems.push(`${shown}: is not valid JSON: ${read.unreadable}`);
      continue;
    }
    const result = v.safeParse(PostFileSchema, read.fields);
    if (!result.success) problems.push(...describeIssues(shown, PostFileSchema, result.issues));
    else {
      const address = addressOf(read.slug, result.output);
      const problem = slugProblem(address);
      const other = taken.get(address);
      if (problem) problems.push(`${shown}: its address: ${problem}`);
      else if (other)
        problems.push(`${shown}: its address, /insights/${address}, is already ${other}'s. Give one of them another.`);
      taken.set(address, read.file);
    }
    warnings.push(...fieldWarnings(shown, PostFileSchema, read.fields));
  }
  return { problems, warnings };
}
