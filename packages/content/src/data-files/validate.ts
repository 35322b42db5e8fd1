import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as v from "valibot";
import { describeIssues } from "./describe-issues";
import { dataFileGroups } from "./files";

/** The folder of data files the package reads by default, packages/content/data. */
export const contentDataDir = fileURLToPath(new URL("../../data", import.meta.url));

/** The repository's root, where the editor's backend starts its paths. */
export const repoRoot = path.resolve(contentDataDir, "../../..");

/** The data folder from the repository's root, with forward slashes: "packages/content/data". */
export const contentDataPath = path.relative(repoRoot, contentDataDir).split(path.sep).join("/");

/** Why a file could not be read into fields. */
function unreadable(error: unknown): string {
  if ((error as NodeJS.ErrnoException).code === "ENOENT") return "is missing.";
  if (error instanceof SyntaxError) return `is not valid JSON: ${error.message}`;
  return (error as Error).message;
}

/**
 * Checks every data file in `dataDir` against its schema and returns what is wrong, one line per
 * problem naming the file (as `displayDir`/path), the entry and the field; empty when all is well.
 */
export async function checkDataFiles(
  dataDir: string = contentDataDir,
  displayDir = contentDataPath,
): Promise<string[]> {
  const files = dataFileGroups.flatMap((group) => group.files);
  const problems = await Promise.all(
    files.map(async (file) => {
      const shown = `${displayDir}/${file.path}`;
      let fields: unknown;
      try {
        fields = JSON.parse(await readFile(path.join(dataDir, file.path), "utf8")) as unknown;
      } catch (error) {
        return [`${shown}: ${unreadable(error)}`];
      }
      const result = v.safeParse(file.schema, fields);
      return result.success ? [] : describeIssues(shown, file.schema, result.issues);
    }),
  );
  return problems.flat();
}

/** The build's message for content problems: each one, then what to do. */
export function contentProblemsMessage(problems: readonly string[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return [
    `The site's content has ${count}, so the site was not built:`,
    ...problems.map((line) => `  - ${line}`),
    "Fix each in the editor (/edit) or in the file, then build again. docs/editing.md says more.",
  ].join("\n");
}
