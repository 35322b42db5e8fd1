/**
 * What the editor says about one entry of a list (a project, a tag, a question): the names of its
 * bar's controls, what a keyboard move announces and what a removal offers to undo. One place, so
 * the button a screen reader names and the words it hears after pressing it agree.
 */

/** One entry as an owner knows it: its kind ("project") and its summary ("Lakeshore Dental"). */
export interface Entry {
  readonly kind: string;
  /** Its summary; empty while it has none (a project not yet given a title). */
  readonly name: string;
}

/** "project Lakeshore Dental", or "untitled project" while it has no summary. */
const entryWords = ({ kind, name }: Entry): string => (name.trim() ? `${kind} ${name.trim()}` : `untitled ${kind}`);

/** The names of an entry's bar: its arrow, its drag handle and its ×. */
export const barNames = (entry: Entry, open: boolean) => ({
  toggle: `${open ? "Collapse" : "Expand"} ${entryWords(entry)}`,
  handle: `Drag to move ${entryWords(entry)}`,
  remove: `Remove ${entryWords(entry)}`,
});

/** What the drag handle's description says a keyboard can do with it. */
export const moveInstructions =
  "Press the up or down arrow to move it one place, Home or End to move it to the top or the bottom.";

/** Announced after a move: "Moved project Lakeshore Dental to position 1 of 6". */
export const movedWords = (entry: Entry, index: number, size: number): string =>
  `Moved ${entryWords(entry)} to position ${index + 1} of ${size}`;

/** Announced after an undo: "Brought back tag Healthcare, at position 1 of 3". */
export const broughtBackWords = (entry: Entry, index: number, size: number): string =>
  `Brought back ${entryWords(entry)}, at position ${index + 1} of ${size}`;

/** Said when an entry is removed, beside the Undo button. */
export const removedWords = (entry: Entry): string => `Removed ${entryWords(entry)}.`;

/** How to bring it back, said once with the removal. */
export const undoHint = "Press Undo, or Ctrl+Z, to bring it back.";
