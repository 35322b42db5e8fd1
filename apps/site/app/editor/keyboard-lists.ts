import { announce } from "./announce";
import { decap } from "./decap";
import { isMoveKey, movedTo } from "./list-moves";
import {
  barNames,
  broughtBackWords,
  moveInstructions,
  movedWords,
  removedWords,
  undoHint,
  type Entry,
} from "./list-words";
import type { UndoBar } from "./undo-removal";

/**
 * Decap's list widget (decap-cms-widget-list 3.16, `ListControl`) sorts with dnd-kit's pointer
 * and touch sensors only: its drag handle takes focus and dnd-kit describes it as "press the space
 * bar", but no keyboard sensor is given, and no option gives one. So this subclass of Decap's own
 * control moves an entry with the arrow keys, Home and End on its handle, through Decap's own
 * `onSortEnd` (the same change a drag makes); names each control of an entry's bar by the entry
 * ("Remove tag Healthcare"); and offers to undo a removal. Decap's rendering, checks and saving are
 * untouched: `render` wraps Decap's own in one element that listens.
 */

/** What this uses of the Immutable values and field configuration Decap hands its controls. */
interface ImmutableList {
  readonly size: number;
  get(index: number): unknown;
  insert(index: number, item: unknown): ImmutableList;
}
interface DecapField {
  get(key: string): unknown;
}
interface ListProps {
  /** Decap's `defaultProps` give an empty list. */
  readonly value: ImmutableList;
  readonly field: DecapField;
  readonly onChange: (value: ImmutableList) => void;
}
interface ListState {
  readonly keys: readonly string[];
  readonly itemsCollapsed: readonly boolean[];
}
/** Decap's `ListControl`, as far as this subclass calls it. */
interface DecapListControl {
  readonly props: ListProps;
  readonly state: ListState;
  setState(state: Partial<ListState>, done?: () => void): void;
  getValueType(): string | null;
  objectLabel(item: unknown): string | undefined;
  onSortEnd(move: { oldIndex: number; newIndex: number }): void;
  /** An arrow function of each instance's, handed to each entry's × as Decap renders it. */
  handleRemove: (index: number, event: { preventDefault(): void }) => void;
  render(): unknown;
  componentDidMount?(): void;
  componentDidUpdate?(...args: unknown[]): void;
  componentWillUnmount?(): void;
}
type ListControlClass = new (props: ListProps) => DecapListControl;

const handleSelector = '[role="button"][aria-roledescription="sortable"]';
const instructionsId = "entry-move-instructions";

/** The hidden words every drag handle is described by, in place of dnd-kit's "press the space bar". */
function instructions(): string {
  if (!document.getElementById(instructionsId)) {
    const words = document.createElement("p");
    words.id = instructionsId;
    words.hidden = true;
    words.textContent = moveInstructions;
    document.body.append(words);
  }
  return instructionsId;
}

function name(element: Element | undefined, label: string): void {
  if (element && element.getAttribute("aria-label") !== label) element.setAttribute("aria-label", label);
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The entry's title field, from the `summary` editor-fields.ts gives a list of objects ("{{fields.title}}"). */
const summaryField = (field: DecapField) => /^\{\{fields\.([\w-]+)\}\}$/.exec(text(field.get("summary")))?.[1];

/** Replaces the control of Decap's `list` widget, before `CMS.init` and before any wrapper of it. */
export function moveEntriesByKeyboard(undoBar: UndoBar): void {
  const widget = decap.CMS.getWidget("list");
  if (!widget) throw new Error('Decap has no "list" widget: was its bundle updated?');
  const Base = widget.control as ListControlClass;

  class KeyboardList extends Base {
    /** This list's element, around Decap's own. */
    private root: HTMLElement | null = null;
    /** Which control to focus once the list has drawn a move, a removal or an undo. */
    private pendingFocus: { readonly index: number; readonly control: "handle" | "remove" } | undefined;
    private readonly keepRoot = (element: HTMLElement | null) => {
      this.root = element;
    };

    /** One entry as the owner knows it: a tag by its words, a project by its title. */
    private entry(index: number): Entry {
      const { field, value } = this.props;
      const kind = (text(field.get("label_singular")) || text(field.get("label")) || "entry").toLowerCase();
      const item = value.get(index);
      if (typeof item === "string") return { kind, name: item };
      const titled = summaryField(field);
      const title = titled && (item as DecapField | undefined)?.get(titled);
      return { kind, name: typeof title === "string" ? title : titled ? "" : (this.objectLabel(item) ?? "") };
    }

    /** This list's own drag handles, in order: a nested list's (a project's tags) are its own. */
    private handles(): HTMLElement[] {
      if (!this.root) return [];
      return [...this.root.querySelectorAll<HTMLElement>(handleSelector)].filter(
        (handle) => handle.closest("[data-entry-list]") === this.root,
      );
    }

    private nameControls(): void {
      const describedBy = instructions();
      this.handles().forEach((handle, index) => {
        const names = barNames(this.entry(index), !this.state.itemsCollapsed[index]);
        const [toggle, remove] = [...(handle.parentElement?.querySelectorAll(":scope > button") ?? [])];
        name(toggle, names.toggle);
        name(handle, names.handle);
        name(remove, names.remove);
        if (handle.getAttribute("aria-describedby") !== describedBy)
          handle.setAttribute("aria-describedby", describedBy);
      });
    }

    private focusPending(): void {
      const pending = this.pendingFocus;
      if (!pending) return;
      this.pendingFocus = undefined;
      const handles = this.handles();
      const handle = handles[Math.min(pending.index, handles.length - 1)];
      const target =
        pending.control === "handle" ? handle : handle?.parentElement?.querySelector(":scope > button:last-of-type");
      // With no entry left, the list's own "Add …" button.
      (target instanceof HTMLElement ? target : this.root?.querySelector("button"))?.focus();
    }

    private readonly moveByKey = (event: KeyboardEvent) => {
      const handle = event.target instanceof HTMLElement ? event.target : null;
      if (!handle?.matches(handleSelector) || handle.closest("[data-entry-list]") !== this.root) return;
      const index = this.handles().indexOf(handle);
      const size = this.props.value.size;
      // Space would scroll the page, and the arrows scroll it at either end: on a handle they move the entry or nothing.
      if (event.key === " " || isMoveKey(event.key)) event.preventDefault();
      const target = movedTo(event.key, index, size);
      if (target === undefined || index < 0) return;
      const entry = this.entry(index);
      this.onSortEnd({ oldIndex: index, newIndex: target });
      this.pendingFocus = { index: target, control: "handle" };
      announce(movedWords(entry, target, size));
    };

    constructor(props: ListProps) {
      super(props);
      // Decap's own removal, an arrow function its × is given at each render, still does the removing.
      const removeEntry = this.handleRemove;
      this.handleRemove = (index, event) => {
        const entry = this.entry(index);
        const item = this.props.value.get(index);
        const collapsed = this.state.itemsCollapsed[index] ?? true;
        removeEntry(index, event);
        this.pendingFocus = { index, control: "remove" };
        undoBar.offer({
          owner: this,
          words: removedWords(entry),
          undo: () => this.restore(index, item, collapsed, entry),
        });
        announce(`${removedWords(entry)} ${undoHint}`);
      };
    }

    /** Puts a removed entry back at its place (or the end, if the list has since grown shorter). */
    private restore(index: number, item: unknown, collapsed: boolean, entry: Entry): void {
      const { value, onChange } = this.props;
      const at = Math.min(index, value.size);
      const keys = [...this.state.keys];
      const itemsCollapsed = [...this.state.itemsCollapsed];
      keys.splice(at, 0, crypto.randomUUID());
      itemsCollapsed.splice(at, 0, collapsed);
      this.setState({ keys, itemsCollapsed });
      onChange(value.insert(at, item));
      this.pendingFocus = { index: at, control: "handle" };
      announce(broughtBackWords(entry, at, keys.length));
    }

    componentDidMount() {
      super.componentDidMount?.();
      this.nameControls();
    }

    componentDidUpdate(...args: unknown[]) {
      super.componentDidUpdate?.(...args);
      this.nameControls();
      this.focusPending();
    }

    componentWillUnmount() {
      super.componentWillUnmount?.();
      undoBar.withdraw(this);
    }

    render() {
      // A list of words typed in one box (no `field` or `fields`) has no entries to move.
      if (this.getValueType() === null) return super.render();
      return decap.h("div", { ref: this.keepRoot, "data-entry-list": "", onKeyDown: this.moveByKey }, super.render());
    }
  }

  widget.control = KeyboardList;
}
