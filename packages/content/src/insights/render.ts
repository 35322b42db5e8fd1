import type { Element, ElementContent, Nodes as HastNodes, Root as HastRoot } from "hast";
import { toHtml } from "hast-util-to-html";
import type { Root } from "mdast";
import { toString } from "mdast-util-to-string";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeHighlight from "rehype-highlight";
import rehypeSlug from "rehype-slug";
import remarkRehype from "remark-rehype";
import { unified, type Processor } from "unified";
import { parseMarkdown } from "../markdown/parse";
import { isSafeLink } from "../markdown/problems";
import type { Post, PostBody } from "./posts";

/**
 * A post's Markdown, read by the site's one Markdown engine (../markdown/parse.ts), as its page shows
 * it: an HTML syntax tree (hast), made at build, which the site
 * turns into elements as it prerenders the page (apps/site/app/shared/insights/PostBody.tsx). GitHub's
 * extensions (tables, task lists, footnotes) are kept; each heading gets an id and a link to
 * itself; fenced code with a language is highlighted here, as classes on its words, so the page
 * runs no highlighter. Raw HTML never reaches the tree (the checks refuse it; remark-rehype drops
 * it), and a link the checks would refuse is kept as its words.
 */

// Made on first use: a module that only imports this (a page's words) builds nothing.
let toHtmlTree: Processor<Root, Root, HastRoot> | undefined;

/** Links and pictures the checks would refuse, taken out while a post is still being typed in the editor. */
function withoutUnsafe(node: HastNodes): HastNodes {
  if (!("children" in node)) return node;
  const children = node.children.flatMap((child): ElementContent[] => {
    if (
      child.type === "element" &&
      child.tagName === "a" &&
      !isSafeLink(typeof child.properties.href === "string" ? child.properties.href : "")
    )
      return child.children.map((c) => withoutUnsafe(c) as ElementContent);
    return [withoutUnsafe(child) as ElementContent];
  });
  return { ...node, children };
}

const BLOCKS = new Set(["p", "ul", "ol", "pre", "blockquote", "table", "div"]);

/**
 * A task list's checkboxes, each in a `<label>` with its item's words, so each is named by them
 * (GitHub's own markup leaves them nameless, which every screen reader reads as "checkbox").
 */
function labelledCheckboxes(node: HastNodes): HastNodes {
  if (!("children" in node)) return node;
  const children = node.children.map((child) => labelledCheckboxes(child) as ElementContent);
  const at = children.findIndex(
    (child) => child.type === "element" && child.tagName === "input" && child.properties.type === "checkbox",
  );
  if (at < 0) return { ...node, children };
  let end = at + 1;
  while (end < children.length) {
    const next = children[end];
    if (next?.type === "element" && BLOCKS.has(next.tagName)) break;
    end += 1;
  }
  const label: Element = { type: "element", tagName: "label", properties: {}, children: children.slice(at, end) };
  return { ...node, children: [...children.slice(0, at), label, ...children.slice(end)] };
}

/** The post's body and its words (for the reading time). */
export function renderPostBody(markdown: string): { body: PostBody; words: string } {
  toHtmlTree ??= unified()
    .use(remarkRehype)
    .use(rehypeSlug)
    // Each heading's words become a link to it, so a reader can share a section: named by the
    // heading alone, where an added "#" link would be read out after every heading.
    .use(rehypeAutolinkHeadings, {
      behavior: "wrap",
      // The footnotes' own heading (remark-rehype's, for screen readers alone) needs no link.
      test: (heading: Readonly<Element>) => heading.properties.id !== "footnote-label",
    })
    .use(rehypeHighlight) as unknown as Processor<Root, Root, HastRoot>;
  const tree = parseMarkdown(markdown);
  const html = labelledCheckboxes(withoutUnsafe(toHtmlTree.runSync(tree))) as HastRoot;
  // remark-rehype puts a line break between blocks; the page spaces them itself.
  const body = {
    ...html,
    children: html.children.filter((node) => !(node.type === "text" && node.value.trim() === "")),
  };
  return { body, words: toString(tree) };
}

/** Every link and picture address of `tree` made absolute against `base` (an in-page "#x" against the post's own address). */
function absolute(node: HastNodes, origin: string, page: string): HastNodes {
  if (!("children" in node)) return node;
  const children = node.children.map((child) => {
    if (child.type !== "element") return absolute(child, origin, page) as ElementContent;
    const properties = { ...child.properties };
    for (const key of ["href", "src"] as const) {
      const value = properties[key];
      if (typeof value === "string" && value.startsWith("#")) properties[key] = `${page}${value}`;
      else if (typeof value === "string" && value.startsWith("/")) properties[key] = `${origin}${value}`;
    }
    return absolute({ ...child, properties }, origin, page) as ElementContent;
  });
  return { ...node, children };
}

/** A post's whole text as HTML for its feeds, every address absolute (a feed reader has no page to resolve them against). */
export function postHtml(post: Post, origin: string): string {
  return toHtml(absolute(post.body, origin, `${origin}${post.path}`));
}
