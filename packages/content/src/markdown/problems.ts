import type { Nodes, Root } from "mdast";
import { MEDIA_PATH } from "../data-files/image-files";
import type { Formatting } from "./formatting";

/**
 * What a Markdown field refuses, beyond raw HTML (refused, as in every text field, by
 * `../data-files/words.ts`): a link the site would not open safely, where the text is sections, a
 * text the page cannot lay out, and in an article a heading above its levels or a picture it cannot
 * show. The build and the editor both call this.
 */

// A web page, an email, or a page of this site ("/contact", "#top"); never "javascript:", "data:", "//elsewhere".
const SAFE_LINK = /^(?:https?:\/\/|mailto:)|^\/(?!\/)|^#/i;

/** Whether the site links to `url`: http(s), mailto, or one of its own paths. */
export const isSafeLink = (url: string) => SAFE_LINK.test(url.trim());

const quoted = (url: string) => `“${url.length > 40 ? `${url.slice(0, 39)}…` : url}”`;

/** Every node of the tree, depth first. */
function* nodesOf(node: Nodes): Generator<Nodes> {
  yield node;
  if ("children" in node) for (const child of node.children) yield* nodesOf(child);
}

function linkProblem(tree: Root): string | undefined {
  for (const node of nodesOf(tree)) {
    if ((node.type === "link" || node.type === "definition") && !isSafeLink(node.url))
      return node.url.trim() === ""
        ? "has a link with no address. Give it one, or remove the link."
        : `links to ${quoted(node.url)}, which the site does not open. Link to a web address (https://…), an email address (mailto:…) or a page of this site (/contact).`;
  }
  return undefined;
}

function sectionsProblem(tree: Root, formatting: Formatting): string | undefined {
  const isSection = (node: Nodes) => node.type === "heading" && formatting.headings.includes(node.depth);
  const [first] = tree.children;
  if (!first || first.type !== "paragraph")
    return `needs an opening paragraph before the first section's heading ("Heading 2", written "## ").`;
  if (!tree.children.some(isSection)) return `has no sections. Start each with a "Heading 2" (written "## ").`;
  return undefined;
}

/** In an article: a heading above the levels it shows (its title is its Heading 1), or a picture without alt text or not the site's own. */
function articleProblem(tree: Root, formatting: Formatting): string | undefined {
  for (const node of nodesOf(tree)) {
    if (node.type === "heading" && !formatting.headings.includes(node.depth))
      return `has a "Heading ${node.depth}" (written "${"#".repeat(node.depth)} "): the title is the post's one Heading 1. Use "Heading 2" and smaller.`;
    if (node.type === "image" && !node.url.startsWith(MEDIA_PATH))
      return `shows the picture ${quoted(node.url)}, which is not one of the site's own. Upload it with the editor's picture button.`;
    if (node.type === "image" && (node.alt ?? "").trim() === "")
      return `shows the picture ${quoted(node.url)} with no alt text. Say what it shows in the picture's description.`;
  }
  return undefined;
}

/** What is wrong with the Markdown as its page shows it (`tree`, after `keepShownFormatting`), or undefined. */
export function markdownProblem(tree: Root, formatting: Formatting): string | undefined {
  return (
    linkProblem(tree) ??
    (formatting.article ? articleProblem(tree, formatting) : undefined) ??
    (formatting.sections ? sectionsProblem(tree, formatting) : undefined)
  );
}
