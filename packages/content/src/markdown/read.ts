import type { Root } from "mdast";
import { toString } from "mdast-util-to-string";
import type { Formatting } from "./formatting";
import { parseMarkdown } from "./parse";
import { markdownProblem } from "./problems";
import { keepShownFormatting, unshownNote } from "./shown";

/** A Markdown field read for its page: what the page shows, and what the owner is told of it. */
export interface ReadMarkdown {
  /** The syntax tree the page shows. */
  readonly tree: Root;
  /** The words the page shows, without formatting: what the field's length counts. */
  readonly words: string;
  /** Why the page cannot show it (a refusal), or undefined. */
  readonly problem: string | undefined;
  /** What formatting the page leaves out (a note that never stops a save), or undefined. */
  readonly note: string | undefined;
}

// A field's check reads the same text several times in a row (its verdict, then its message).
let last: { source: string; formatting: Formatting; read: ReadMarkdown } | undefined;

/** `source` read as the page shows it under `formatting`. */
export function readMarkdown(source: string, formatting: Formatting): ReadMarkdown {
  if (last?.source === source && last.formatting === formatting) return last.read;
  const { tree, unshown } = keepShownFormatting(parseMarkdown(source), formatting);
  const read = { tree, words: toString(tree), problem: markdownProblem(tree, formatting), note: unshownNote(unshown) };
  last = { source, formatting, read };
  return read;
}
