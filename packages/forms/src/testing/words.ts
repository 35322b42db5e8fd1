/**
 * Every word in a form's messages, flattened: each string, and what each message with a number in
 * it says for the text limits (200, 254, 1 000 and 4 000 characters).
 */
export function wordsOf(messages: object): string[] {
  return Object.values(messages).flatMap((value: unknown): string[] => {
    if (typeof value === "string") return [value];
    if (typeof value === "function") {
      const say = value as (limit: number) => unknown;
      return [200, 254, 1000, 4000].map((limit) => String(say(limit)));
    }
    if (typeof value === "object" && value !== null) return wordsOf(value);
    return [];
  });
}

/** Attributes whose words a screen reader announces or a visitor sees. */
const SPOKEN_ATTRIBUTES = ["aria-label", "aria-description", "aria-valuetext", "placeholder", "title", "alt"];

/**
 * Every piece of text a visitor may see or hear in `root`: each text node and each spoken
 * attribute, hidden ones too (a visually hidden announcement, an `aria-hidden` counter), trimmed,
 * empty ones left out.
 */
export function shownAndAnnounced(root: HTMLElement): string[] {
  const texts: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      texts.push(node.textContent ?? "");
      return;
    }
    if (!(node instanceof Element) || node.tagName === "SCRIPT" || node.tagName === "STYLE") return;
    for (const name of SPOKEN_ATTRIBUTES) texts.push(node.getAttribute(name) ?? "");
    node.childNodes.forEach(visit);
  };
  visit(root);
  return texts.map((text) => text.trim()).filter((text) => text !== "");
}

/**
 * The messages in a pseudo-language: every word wrapped in ⟦…⟧, a message with a number in it too.
 * A form given these shows any word it did not take from its messages as bare text.
 */
export function pseudo<T>(messages: T): T {
  if (typeof messages === "string") return `⟦${messages}⟧` as T;
  if (typeof messages === "function") {
    const say = messages as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => `⟦${String(say(...args))}⟧`) as T;
  }
  if (typeof messages === "object" && messages !== null) {
    return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, pseudo(value)])) as T;
  }
  return messages;
}
