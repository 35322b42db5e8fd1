import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as v from "valibot";
import { describeIssues } from "./describe-issues";
import { dataFileGroups } from "./files";
import { fieldWarnings } from "./field-warnings";
import { inspectImage, knownImages, MEDIA_PATH } from "./image-files";
import { checkPosts } from "../insights/check";

/** The folder of data files the package reads by default, packages/content/data. */
export const contentDataDir = fileURLToPath(new URL("../../data", import.meta.url));

/** The agency's pictures, packages/content/media, served under /media/. */
export const contentMediaDir = fileURLToPath(new URL("../../media", import.meta.url));

/** The repository's root, where the editor's backend starts its paths. */
export const repoRoot = path.resolve(contentDataDir, "../../..");

/** The data folder from the repository's root, with forward slashes: "packages/content/data". */
export const contentDataPath = path.relative(repoRoot, contentDataDir).split(path.sep).join("/");
/** The media folder from the repository's root, with forward slashes, as the editor's backend names it. */
export const contentMediaPath = path.relative(repoRoot, contentMediaDir).split(path.sep).join("/");

/** Why a file could not be read into fields. */
function unreadable(error: unknown): string {
  if ((error as NodeJS.ErrnoException).code === "ENOENT") return "is missing.";
  if (error instanceof SyntaxError) return `is not valid JSON: ${error.message}`;
  return (error as Error).message;
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/** Reads the facts of every picture in `mediaDir` for the checks (./image-files.ts), as the site names them. */
async function readMediaFolder(mediaDir: string): Promise<void> {
  knownImages.clear();
  for (const file of await filesUnder(mediaDir)) {
    knownImages.set(`${MEDIA_PATH}${file}`, inspectImage(new Uint8Array(await readFile(path.join(mediaDir, file)))));
  }
}

/** What the check of the data files found: problems stop the build, warnings are told. */
export interface ContentCheck {
  readonly problems: string[];
  readonly warnings: string[];
}

/**
 * Checks every data file in `dataDir` against its schema, with the pictures of `mediaDir`; each
 * line names the file (as `displayDir`/path), the entry and the field.
 */
export async function checkContent(
  dataDir: string = contentDataDir,
  displayDir = contentDataPath,
  mediaDir = contentMediaDir,
): Promise<ContentCheck> {
  await readMediaFolder(mediaDir);
  const files = dataFileGroups.flatMap((group) => group.files);
  const checked = await Promise.all(
    files.map(async (file): Promise<ContentCheck> => {
      const shown = `${displayDir}/${file.path}`;
      let fields: unknown;
      try {
        fields = JSON.parse(await readFile(path.join(dataDir, file.path), "utf8")) as unknown;
      } catch (error) {
        return { problems: [`${shown}: ${unreadable(error)}`], warnings: [] };
      }
      const result = v.safeParse(file.schema, fields);
      return {
        problems: result.success ? [] : describeIssues(shown, file.schema, result.issues),
        warnings: fieldWarnings(shown, file.schema, fields),
      };
    }),
  );
  // The posts are a folder, one file each (../insights/).
  checked.push(await checkPosts(dataDir, displayDir));
  return { problems: checked.flatMap((c) => c.problems), warnings: checked.flatMap((c) => c.warnings) };
}

/** What is wrong with the data files: `checkContent`'s problems alone. */
export async function checkDataFiles(
  dataDir: string = contentDataDir,
  displayDir = contentDataPath,
  mediaDir = contentMediaDir,
): Promise<string[]> {
  return (await checkContent(dataDir, displayDir, mediaDir)).problems;
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
