import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseTree, printParseErrorCode, type ParseError } from "jsonc-parser";
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
  return (error as Error).message;
}

// What each of jsonc-parser's errors means, in words for someone fixing the file by hand.
const jsonMistakes: Readonly<Record<string, string>> = {
  InvalidSymbol: "this does not belong here (names and texts need double quotes)",
  InvalidCharacter: "a text holds a line break or a tab; write it as \\n or \\t",
  InvalidNumberFormat: "a number is written wrong",
  InvalidEscapeCharacter: "a backslash starts something JSON does not know",
  InvalidUnicode: "a \\u code is written wrong",
  PropertyNameExpected: "a field's name in double quotes should come here",
  ValueExpected: "a value should come here",
  ColonExpected: "a colon should come here, after the field's name",
  CommaExpected: "a comma is missing here, before the next field or entry",
  CloseBraceExpected: "a closing } is missing",
  CloseBracketExpected: "a closing ] is missing",
  EndOfFileExpected: "something follows the file's last }",
  UnexpectedEndOfString: "a text has no closing double quote",
  InvalidCommentToken: "JSON has no comments",
  UnexpectedEndOfComment: "JSON has no comments",
};

/**
 * What is wrong with a file `JSON.parse` refused, and where, as a text editor counts: line and
 * column from 1. Read by jsonc-parser, whose errors carry their place in every Node version
 * (JSON.parse's messages give a position for some mistakes and none for others).
 */
function jsonProblem(text: string): string {
  const errors: ParseError[] = [];
  parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const [first] = errors;
  const what = (first && jsonMistakes[printParseErrorCode(first.error)]) ?? "it is not JSON";
  const before = text.slice(0, first?.offset ?? text.length).split("\n");
  const where = `line ${before.length}, column ${(before.at(-1) ?? "").length + 1}`;
  return `is not valid JSON at ${where}: ${what}. Fix it in a text editor, or restore the file from the repository.`;
}

/** The file's fields, or what stops them being read. */
async function readFields(file: string): Promise<{ fields: unknown } | { problem: string }> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    return { problem: unreadable(error) };
  }
  try {
    return { fields: JSON.parse(text) as unknown };
  } catch (error) {
    return { problem: error instanceof SyntaxError ? jsonProblem(text) : unreadable(error) };
  }
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
      const read = await readFields(path.join(dataDir, file.path));
      if ("problem" in read) return { problems: [`${shown}: ${read.problem}`], warnings: [] };
      const { fields } = read;
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
