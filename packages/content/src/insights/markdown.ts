import type { Nodes, Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified, type Processor } from "unified";
import { MEDIA_PATH } from "../data-files/image-files";

/**
 * A post's Markdown read, and checked, as CommonMark with GitHub's extensions (tables, task lists,
 * footnotes, strikethrough, bare addresses), by unified's remark: nothing parsed by hand.
 */

let parser: Processor<Root> | undefined;

/** The post's syntax tree (mdast). */
export function parsePostMarkdown(source: string): Root {
  parser ??= unified().use(remarkParse).use(remarkGfm) as unknown as Processor<Root>;
  return parser.parse(source);
}

// A web page, an email, or a page of this site ("/contact", "#top"); never "javascript:", "data:", "//elsewhere".
const SAFE_LINK = /^(?:https?:\/\/|mailto:)|^\/(?!\/)|^#/i;

/** Whether the site links to `url`: http(s), mailto, or one of its own paths. */
export const isSafeLink = (url: string) => SAFE_LINK.test(url.trim());

const quoted = (text: string) => `“${text.length > 40 ? `${text.slice(0, 39)}…` : text}”`;

function* nodesOf(node: Nodes): Generator<Nodes> {
  yield node;
  if ("children" in node) for (const child of node.children) yield* nodesOf(child);
}

/** What keeps one node of a post from its page, or undefined. */
function nodeProblem(node: Nodes): string | undefined {
  switch (node.type) {
    case "html":
      return `has HTML code, ${quoted(node.value.trim())}, which a post does not show. Use the editor's formatting instead, or remove it.`;
    case "heading":
      return node.depth === 1
        ? `has a “Heading 1” (written "# "): the post's title is its only one. Use “Heading 2” and smaller.`
        : undefined;
    case "link":
    case "definition":
      if (node.url.trim() === "") return "has a link with no address. Give it one, or remove the link.";
      return isSafeLink(node.url)
        ? undefined
        : `links to ${quoted(node.url)}, which the site does not open. Link to a web address (https://…), an email address (mailto:…) or a page of this site (/contact).`;
    case "image":
      if (!node.url.startsWith(MEDIA_PATH))
        return `shows the picture ${quoted(node.url)}, which is not one of the site's own. Upload it with the editor's picture button.`;
      return (node.alt ?? "").trim() === ""
        ? `shows the picture ${quoted(node.url)} with no alt text. Say what it shows, in the picture's description.`
        : undefined;
    default:
      return undefined;
  }
}

/** What keeps a post's text from its page, in the build's and the editor's words, or undefined. */
export function postBodyProblem(source: string): string | undefined {
  for (const node of nodesOf(parsePostMarkdown(source))) {
    const problem = nodeProblem(node);
    if (problem) return problem;
  }
  return undefined;
}
