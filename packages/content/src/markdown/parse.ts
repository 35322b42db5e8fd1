import type { Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";

/**
 * The one Markdown reader of the site: CommonMark with GitHub's extensions (tables, task lists,
 * footnotes, strikethrough, bare web addresses as links), as unified's remark reads it.
 */

const makeParser = () => unified().use(remarkParse).use(remarkGfm);

// Made on first use: a module that only imports this (an island's words) builds nothing.
let parser: ReturnType<typeof makeParser> | undefined;

/** The Markdown's syntax tree (mdast). */
export function parseMarkdown(source: string): Root {
  parser ??= makeParser();
  return parser.parse(source);
}
