/**
 * Each page inlines only the part of the site's stylesheet it can use: its text paints once its
 * HTML has arrived, so every byte of CSS it cannot use delays its first paint. A style rule stays
 * when one of its selectors can match on the page: every class and id the selector requires is in
 * the page's HTML or named in a script the page can run (islands and the page script render and
 * toggle classes the HTML lacks). Elements, attributes and whatever sits inside a pseudo-class
 * (`:is(.dark, …)`, `:has()`, `:not()`) are not checked: scripts toggle them, and a rule kept
 * wrongly costs bytes where one dropped wrongly costs the look. Pure: the build step reads the files.
 */
import postcss, { type Container, type Root, type Rule } from "postcss";
import selectorParser from "postcss-selector-parser";

/** The names a page can put in front of its CSS. */
export interface PageNames {
  /** Class names in the page's `class` attributes. */
  readonly classes: ReadonlySet<string>;
  /** Ids in the page's `id` attributes. */
  readonly ids: ReadonlySet<string>;
  /**
   * Every identifier-like word of the scripts the page can run and of its `style` attributes: any
   * of them may be a class, an id or an animation's name (set through a custom property, say).
   */
  readonly words: ReadonlySet<string>;
}

// Attribute values as React writes them (double quotes); an entity in a hashed class name cannot occur.
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const ID_ATTRIBUTE = /\sid="([^"]*)"/g;
const INLINE_SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi;
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
const WORD = /[A-Za-z_-][\w-]*/g;

const wordsOf = (text: string) => text.match(WORD) ?? [];

/**
 * The names in `html` and in `scripts` (the text of the JS files the page can load); the page's
 * inline scripts (the dark-mode switch's class, say) count as scripts too, and its `style`
 * attributes are read for words as well.
 */
export function pageNames(html: string, scripts: readonly string[]): PageNames {
  const classes = new Set([...html.matchAll(CLASS_ATTRIBUTE)].flatMap(([, value = ""]) => value.split(/\s+/)));
  const ids = new Set([...html.matchAll(ID_ATTRIBUTE)].map(([, value = ""]) => value));
  const inline = [...html.matchAll(INLINE_SCRIPT), ...html.matchAll(STYLE_ATTRIBUTE)].map(([, text = ""]) => text);
  return { classes, ids, words: new Set([...inline, ...scripts].flatMap(wordsOf)) };
}

/** Whether `selector` can match on the page: the classes and ids of its compounds, outside any pseudo-class, are all there. */
function canMatch(selector: selectorParser.Selector, names: PageNames): boolean {
  return selector.nodes.every((node) => {
    if (node.type === "class") return names.classes.has(node.value) || names.words.has(node.value);
    if (node.type === "id") return names.ids.has(node.value) || names.words.has(node.value);
    return true;
  });
}

const isKeyframes = (node: { type: string; name?: string } | undefined) =>
  node?.type === "atrule" && /keyframes$/i.test(node.name ?? "");

/** `rule` with the selectors that cannot match on the page taken out, or removed when none can. */
function pruneRule(rule: Rule, names: PageNames) {
  // A nested rule's selectors depend on its parent's: only flat rules are judged.
  if (rule.parent?.type === "rule" || rule.nodes.some((node) => node.type === "rule")) return;
  let kept = 0;
  const selector = selectorParser((list) => {
    list.each((one) => {
      if (canMatch(one, names)) kept += 1;
      else one.remove();
    });
  }).processSync(rule.selector, { lossless: true });
  if (kept === 0) rule.remove();
  else rule.selector = selector;
}

/** Removes at-rules (@media, @supports, …) left with a block and nothing in it, innermost first. */
function removeEmptyBlocks(container: Container) {
  container.each((node) => {
    if (node.type !== "atrule" || node.nodes === undefined) return;
    removeEmptyBlocks(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/** Removes the @keyframes no kept declaration and no script of the page names. */
function removeUnusedKeyframes(root: Root, names: PageNames) {
  const used = new Set<string>();
  root.walkDecls((declaration) => {
    if (!isKeyframes(declaration.parent?.parent)) for (const word of wordsOf(declaration.value)) used.add(word);
  });
  root.walkAtRules(/keyframes$/i, (keyframes) => {
    const name = keyframes.params.trim();
    if (!used.has(name) && !names.words.has(name)) keyframes.remove();
  });
}

/** The part of the stylesheet `css` that can apply on a page with `names`, its text otherwise as written. */
export function stylesForPage(css: string, names: PageNames): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (!isKeyframes(rule.parent)) pruneRule(rule, names);
  });
  removeEmptyBlocks(root);
  removeUnusedKeyframes(root, names);
  return root.toString();
}
