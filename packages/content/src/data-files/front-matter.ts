/**
 * A Markdown file's front matter: the `---` block of `key: value` lines the editor writes above
 * the text. Only flat text values, which is all the legal pages keep there (a title and a date);
 * the editor writes them plain or quoted. Small enough that no YAML parser ships to the pages.
 */

/** The fields above the text, and the text, of a Markdown file. */
export interface MarkdownFile {
  readonly fields: Readonly<Record<string, string>>;
  readonly body: string;
}

const FENCE = "---";

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) return value.slice(1, -1).replace(/''/g, "'");
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return JSON.parse(value) as string;
  return value;
}

/** Splits a Markdown file into its front matter and its text; throws, saying why, if it cannot. */
export function readMarkdownFile(source: string): MarkdownFile {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  if (lines[0]?.trim() !== FENCE) throw new Error(`must start with a line "---", then its fields, then "---".`);
  const end = lines.indexOf(FENCE, 1);
  if (end === -1) throw new Error(`has no closing "---" line after its fields.`);
  const fields: Record<string, string> = {};
  for (const [index, line] of lines.slice(1, end).entries()) {
    if (line.trim() === "") continue;
    const match = /^([A-Za-z][\w-]*):\s*(.*?)\s*$/.exec(line);
    if (!match) throw new Error(`line ${index + 2}: expected "name: value", found "${line}".`);
    const [, key = "", value = ""] = match;
    fields[key] = unquote(value);
  }
  return { fields, body: lines.slice(end + 1).join("\n") };
}
