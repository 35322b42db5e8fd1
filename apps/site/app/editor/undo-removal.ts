import { undoHint } from "./list-words";

/**
 * Removing an entry (a project, a tag, a question) takes effect at once, as Decap does it, and can
 * be undone: a bar at the bottom of the screen says what went and offers Undo, and Ctrl+Z (⌘Z)
 * brings it back too, wherever focus is but in a text field, whose own Ctrl+Z undoes typing. An
 * owner removing three stale tags is not asked three times; one who slipped gets it back.
 */

/** One removal that can be undone, by the list that made it. */
export interface Removal {
  /** What went: "Removed tag Healthcare." */
  readonly words: string;
  /** Puts it back where it was. */
  readonly undo: () => void;
  /** The list it came from, which withdraws the offer when it leaves the screen. */
  readonly owner: object;
}

/** What the undo bar holds: nothing, or the last removal. */
type UndoState = { readonly kind: "idle" } | { readonly kind: "offered"; readonly removal: Removal };

type UndoEvent =
  | { readonly type: "removed"; readonly removal: Removal }
  | { readonly type: "undo" }
  | { readonly type: "dismiss" }
  | { readonly type: "owner-left"; readonly owner: object };

const idle: UndoState = { kind: "idle" };

/** Each event from each state: a new removal replaces the last; undo, dismiss and the list leaving end it. */
function nextUndoState(state: UndoState, event: UndoEvent): UndoState {
  switch (event.type) {
    case "removed":
      return { kind: "offered", removal: event.removal };
    case "owner-left":
      return state.kind === "offered" && state.removal.owner === event.owner ? idle : state;
    default:
      return idle;
  }
}

/** Whether Ctrl+Z there is the field's own undo of typing. */
const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !["button", "checkbox", "radio", "submit"].includes(target.type)));

const barStyle =
  "position:fixed;left:16px;bottom:16px;z-index:1000;gap:12px;align-items:center;max-width:calc(100vw - 32px);" +
  "padding:10px 12px 10px 16px;border-radius:6px;background:#1f2430;color:#fff;font:14px/1.4 system-ui,sans-serif;" +
  "box-shadow:0 4px 12px rgba(0,0,0,.3)";
const buttonStyle =
  "font:inherit;font-weight:600;padding:4px 12px;border:1px solid #fff;border-radius:4px;background:#fff;color:#1f2430;cursor:pointer";
const dismissStyle = "font:inherit;padding:4px 8px;border:0;background:transparent;color:#fff;cursor:pointer";

/** The undo bar and Ctrl+Z, on the editor's page; `offer` and `withdraw` are what the lists call. */
export function undoRemovals(root: HTMLElement = document.body) {
  let state: UndoState = idle;
  const bar = document.createElement("section");
  bar.setAttribute("aria-label", "Undo");
  bar.setAttribute("style", barStyle);
  // `hidden` for what reads the page, `display` for what draws it (an inline `display` beats `hidden`'s).
  const show = (shown: boolean) => {
    bar.hidden = !shown;
    bar.style.display = shown ? "flex" : "none";
  };
  show(false);
  const words = document.createElement("p");
  // Decap's page colours every paragraph; the bar's own colour must win.
  words.setAttribute("style", "margin:0;color:inherit");
  const undo = document.createElement("button");
  undo.type = "button";
  undo.textContent = "Undo";
  undo.setAttribute("style", buttonStyle);
  const dismiss = document.createElement("button");
  dismiss.type = "button";
  dismiss.textContent = "×";
  dismiss.setAttribute("aria-label", "Dismiss");
  dismiss.setAttribute("style", dismissStyle);
  bar.append(words, undo, dismiss);
  root.append(bar);

  const send = (event: UndoEvent) => {
    const before = state;
    state = nextUndoState(state, event);
    if (event.type === "undo" && before.kind === "offered") before.removal.undo();
    show(state.kind === "offered");
    words.textContent = state.kind === "offered" ? `${state.removal.words} ${undoHint}` : "";
  };

  undo.addEventListener("click", () => send({ type: "undo" }));
  dismiss.addEventListener("click", () => send({ type: "dismiss" }));
  bar.addEventListener("keydown", (event) => {
    if (event.key === "Escape") send({ type: "dismiss" });
  });
  document.addEventListener("keydown", (event) => {
    const z = event.key.toLowerCase() === "z" && (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey;
    if (!z || state.kind !== "offered" || isTextField(event.target)) return;
    event.preventDefault();
    send({ type: "undo" });
  });

  return {
    offer: (removal: Removal) => send({ type: "removed", removal }),
    withdraw: (owner: object) => send({ type: "owner-left", owner }),
  };
}

/** The lists' way to the page's one undo bar. */
export type UndoBar = ReturnType<typeof undoRemovals>;
