import type { Nodes, Root } from "mdast";
import type { Formatting } from "./formatting";

/**
 * The Markdown as a page can show it: formatting the field's page cannot show is taken away and
 * its words kept where they read as words (a heading becomes a paragraph, a table a paragraph per
 * row), so an owner who pastes a document from Word publishes it, told what changed, rather than
 * being refused. Raw HTML is left out here and refused by the check (./problems.ts).
 */

/** Each kind of formatting a page may not show, with what the page shows instead. */
const unshownFormatting = {
  heading: "headings show as plain paragraphs",
  table: "tables show as a paragraph per row",
  picture: "pictures are left out",
  code: "code shows as plain words",
  quote: "quotes show as plain paragraphs",
  line: "dividing lines are left out",
  crossedOut: "crossed-out words show as plain words",
  footnote: "footnotes show as plain paragraphs where they are written",
  checkbox: "list checkboxes are left out",
} as const;

/** A kind of formatting a page may not show. */
export type Unshown = keyof typeof unshownFormatting;

/** The tree the page shows, and the kinds of formatting taken out of it, in the order met. */
export interface Shown {
  readonly tree: Root;
  readonly unshown: readonly Unshown[];
}

const text = (value: string): Nodes => ({ type: "text", value });

/** `tree` with only what `formatting` shows. */
export function keepShownFormatting(tree: Root, formatting: Formatting): Shown {
  // An article shows all of it; what it cannot show is refused instead (./problems.ts).
  if (formatting.article) return { tree, unshown: [] };
  const unshown = new Set<Unshown>();
  const within = (nodes: readonly Nodes[]): Nodes[] => nodes.flatMap(shown);
  // mdast types a node's children by its type; the rewrites keep blocks as blocks and words as words.
  const withChildren = (node: Nodes, children: Nodes[]) => ({ ...node, children }) as Nodes;

  function shown(node: Nodes): Nodes[] {
    switch (node.type) {
      case "heading":
        if (formatting.headings.includes(node.depth)) return [withChildren(node, within(node.children))];
        unshown.add("heading");
        return [{ type: "paragraph", children: within(node.children) } as Nodes];
      case "blockquote":
        unshown.add("quote");
        return within(node.children);
      case "code":
        unshown.add("code");
        return [{ type: "paragraph", children: [text(node.value)] } as Nodes];
      case "inlineCode":
        unshown.add("code");
        return [text(node.value)];
      case "delete":
        unshown.add("crossedOut");
        return within(node.children);
      case "image":
      case "imageReference":
        unshown.add("picture");
        return [];
      case "thematicBreak":
        unshown.add("line");
        return [];
      case "table":
        unshown.add("table");
        return node.children.map(
          (row) =>
            ({
              type: "paragraph",
              children: row.children.flatMap((cell, index) => [
                ...(index > 0 ? [text(" – ")] : []),
                ...within(cell.children),
              ]),
            }) as Nodes,
        );
      case "footnoteReference":
        unshown.add("footnote");
        return [];
      case "footnoteDefinition":
        unshown.add("footnote");
        return within(node.children);
      case "html":
        return [];
      case "listItem":
        if (typeof node.checked === "boolean") unshown.add("checkbox");
        return [{ ...node, checked: null, children: within(node.children) } as Nodes];
      case "paragraph": {
        const children = within(node.children);
        // A paragraph that held only a picture says nothing.
        return children.length === 0 ? [] : [withChildren(node, children)];
      }
      default:
        return "children" in node ? [withChildren(node, within(node.children))] : [node];
    }
  }

  return { tree: { ...tree, children: within(tree.children) } as Root, unshown: [...unshown] };
}

/** What the owner is told of formatting her page will not show, or undefined when it shows all of it. */
export function unshownNote(unshown: readonly Unshown[]): string | undefined {
  if (unshown.length === 0) return undefined;
  const what = unshown.map((kind) => unshownFormatting[kind]).join("; ");
  return `Some formatting here does not show on the page: ${what}. It still publishes; change the text if you want it to read differently.`;
}
