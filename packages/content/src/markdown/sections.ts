import type { Root, RootContent } from "mdast";
import { toString } from "mdast-util-to-string";
import type { Formatting } from "./formatting";

/** One section of a text: its heading's words and what follows it up to the next. */
interface MarkdownSection {
  readonly heading: string;
  readonly body: Root;
}

/** A text in sections: what comes before the first heading, then each section. */
export interface Sectioned {
  readonly opening: Root;
  readonly sections: readonly MarkdownSection[];
}

/** `tree` cut at each heading `formatting` shows. */
export function splitSections(tree: Root, formatting: Formatting): Sectioned {
  const opening: RootContent[] = [];
  const sections: { heading: string; body: RootContent[] }[] = [];
  for (const node of tree.children) {
    if (node.type === "heading" && formatting.headings.includes(node.depth))
      sections.push({ heading: toString(node), body: [] });
    else (sections.at(-1)?.body ?? opening).push(node);
  }
  const root = (children: RootContent[]): Root => ({ type: "root", children });
  return {
    opening: root(opening),
    sections: sections.map(({ heading, body }) => ({ heading, body: root(body) })),
  };
}
