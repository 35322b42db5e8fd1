import type { Element, ElementContent, Nodes, Root } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toHtml } from "hast-util-to-html";

/**
 * What an owner pastes into a Markdown field's rich-text box, made plain HTML that the box turns
 * into paragraphs and lists. Word writes a list as paragraphs (`<p class=MsoListParagraph
 * style='mso-list:l0 level1 lfo1'>`) whose bullet, "·" or "•" or "1.", sits in a `<span
 * style='mso-list:Ignore'>`; read as it is, each item becomes a paragraph starting with a stray "·".
 * Here those paragraphs become `<ul>`/`<ol>` items, Word's own tags (`<o:p>`) and its styles go,
 * and bold, italics, links, paragraphs and headings stay.
 */

const KEPT = new Set(["p", "br", "a", "b", "strong", "i", "em", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6"]);
const DROPPED = new Set(["head", "style", "script", "meta", "link", "title", "xml", "template", "o:p"]);
// Typed bullets, as a list pasted from elsewhere, or from Word without its list styles, shows them.
const TYPED_BULLET = /^[\s\u00a0]*[•·▪◦‣∙§o-][\s\u00a0]+/;
const ORDERED_MARKER = /^\(?([0-9]+|[a-z]|[ivxlc]+)[.)]$/i;

const styleOf = (node: Element) =>
  (typeof node.properties.style === "string" ? node.properties.style : "").replace(/\s/g, "").toLowerCase();
const textOf = (node: Nodes): string =>
  node.type === "text" ? node.value : "children" in node ? node.children.map(textOf).join("") : "";

interface ListParagraph {
  readonly ordered: boolean;
  readonly level: number;
  readonly children: ElementContent[];
}

const isWordMarker = (node: Nodes) => node.type === "element" && styleOf(node).includes("mso-list:ignore");

/** Word's list marker ("·", "1.") in `node`, however deep its span, and `node` without it. */
function takeWordMarker(node: Element): { marker: string | undefined; rest: Element } {
  let marker: string | undefined;
  const without = (parent: Element): Element => ({
    ...parent,
    children: parent.children.flatMap((child): ElementContent[] => {
      if (marker === undefined && isWordMarker(child)) {
        marker = textOf(child).replace(/[\s\u00a0]/g, "");
        return [];
      }
      return child.type === "element" ? [without(child)] : [child];
    }),
  });
  const rest = without(node);
  return { marker, rest };
}

/** The paragraph as a list item, with its typed marker taken out, or undefined when it is a paragraph. */
function asListItem(
  paragraph: Element,
  marker: string | undefined,
  children: ElementContent[],
): ListParagraph | undefined {
  const level = Number(/level(\d+)/.exec(styleOf(paragraph))?.[1] ?? 1);
  if (marker !== undefined) return { ordered: ORDERED_MARKER.test(marker), level, children };
  const [first, ...rest] = children;
  if (first?.type === "text" && TYPED_BULLET.test(first.value))
    return { ordered: false, level, children: [{ ...first, value: first.value.replace(TYPED_BULLET, "") }, ...rest] };
  return undefined;
}

const element = (tagName: string, children: ElementContent[]): Element => ({
  type: "element",
  tagName,
  properties: {},
  children,
});

/** Consecutive list paragraphs as one list, deeper levels nested in the item before them. */
function toList(items: readonly ListParagraph[]): Element {
  const [first] = items;
  const list = element(first?.ordered ? "ol" : "ul", []);
  let index = 0;
  while (index < items.length) {
    const item = items[index] as ListParagraph;
    const deeper: ListParagraph[] = [];
    while (index + 1 + deeper.length < items.length && (items[index + 1 + deeper.length]?.level ?? 0) > item.level)
      deeper.push(items[index + 1 + deeper.length] as ListParagraph);
    // The words in a paragraph of their own: the rich-text box reads loose words beside italics as blocks each.
    list.children.push(element("li", [element("p", item.children), ...(deeper.length > 0 ? [toList(deeper)] : [])]));
    index += 1 + deeper.length;
  }
  return list;
}

/** The node's content with Word's and the page's wrappers gone. */
function cleaned(nodes: readonly Nodes[]): ElementContent[] {
  const out: ElementContent[] = [];
  let list: ListParagraph[] = [];
  const endList = () => {
    if (list.length > 0) out.push(toList(list));
    list = [];
  };
  for (const node of nodes) {
    if (node.type === "text") {
      endList();
      out.push(node);
      continue;
    }
    if (node.type !== "element" && node.type !== "root") continue;
    if (node.type === "element" && DROPPED.has(node.tagName)) continue;
    if (node.type === "element" && node.tagName === "p") {
      const { marker, rest } = takeWordMarker(node);
      const children = cleaned(rest.children);
      const item = asListItem(node, marker, children);
      if (item) {
        list.push(item);
        continue;
      }
      endList();
      if (textOf(element("p", children)).trim() !== "") out.push(element("p", children));
      continue;
    }
    const children = cleaned(node.children);
    endList();
    if (node.type === "element" && KEPT.has(node.tagName)) {
      const href = node.tagName === "a" ? node.properties.href : undefined;
      out.push({ ...element(node.tagName, children), properties: href === undefined ? {} : { href } });
    } else out.push(...children);
  }
  endList();
  return out;
}

/** Pasted HTML as plain HTML: paragraphs, lists, headings, bold, italics and links. */
export function cleanPastedHtml(html: string): string {
  const tree: Root = fromHtml(html);
  // Word's conditional comments (`<![if !supportLists]>`) are comments to a parser: they go with the rest.
  return toHtml({ type: "root", children: cleaned(tree.children) });
}
