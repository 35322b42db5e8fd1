import type { Root as HastRoot, Nodes as HastNodes } from "hast";
import type { Nodes, Root } from "mdast";
import remarkRehype from "remark-rehype";
import { unified, type Processor } from "unified";
import { fillPlaceholders, type Placeholders } from "../data-files/placeholders";
import { isSafeLink } from "./problems";

/**
 * Markdown as the page renders it: an HTML syntax tree (hast), plain data made at build time, which
 * the site turns into elements when it prerenders a page (apps/site/app/shared/RichText.tsx), so
 * no Markdown code reaches a visitor's browser.
 */

/** Formatted words a page shows: paragraphs, lists, emphasis and links, as an HTML syntax tree. */
export type RichText = HastRoot;

// Made on first use, like the parser (./parse.ts).
let toHtmlTree: Processor<Root, Root, HastRoot> | undefined;

/** `tree` (as `keepShownFormatting` leaves it) with its `{name}`s filled in and any unsafe link kept as its words. */
function filled(tree: Root, placeholders: Placeholders): Root {
  const fill = (node: Nodes): Nodes[] => {
    if (node.type === "text") return [{ ...node, value: fillPlaceholders(node.value, placeholders) }];
    // The checks refuse such a link; the editor's preview may still hold one while it is typed.
    if (node.type === "link" && !isSafeLink(fillPlaceholders(node.url, placeholders)))
      return node.children.flatMap(fill);
    // A reference to an unsafe definition then shows as the words written.
    if (node.type === "definition" && !isSafeLink(node.url)) return [];
    if (node.type === "link")
      return [
        { ...node, url: fillPlaceholders(node.url, placeholders), children: node.children.flatMap(fill) } as Nodes,
      ];
    return "children" in node ? [{ ...node, children: node.children.flatMap(fill) } as Nodes] : [node];
  };
  return { ...tree, children: tree.children.flatMap(fill) } as Root;
}

/** The page's rich text of `tree`. */
export function toRichText(tree: Root, placeholders: Placeholders): RichText {
  toHtmlTree ??= unified().use(remarkRehype) as unknown as Processor<Root, Root, HastRoot>;
  const html = toHtmlTree.runSync(filled(tree, placeholders));
  // remark-rehype puts a line break between blocks; the page spaces them itself.
  return { ...html, children: html.children.filter((node) => !(node.type === "text" && node.value.trim() === "")) };
}

/** The words of rich text, without formatting: for structured data and for tests. */
export function plainText(rich: RichText): string {
  const words = (node: HastNodes): string =>
    node.type === "text" ? node.value : "children" in node ? node.children.map(words).join("") : "";
  return rich.children
    .map(words)
    .map((block) => block.trim())
    .join("\n");
}
