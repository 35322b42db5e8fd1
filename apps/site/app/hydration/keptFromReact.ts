/**
 * The events an island's runtime keeps from React while React hydrates the island, from the moment
 * `hydrateRoot` is called until the island is awake (its effects have run). React DOM 19 acts on
 * these before an island has hydrated, and both ways hurt a visitor typing into a form as it wakes:
 *
 * - Its "discrete" events (a key, a press, input, a paste, a click) make React stop and hydrate the
 *   whole island at once, to handle the event: one long task the visitor's keystroke waits on. Then
 *   it hands the event to a field whose store has not subscribed yet (effects have not run), and
 *   puts the field's controlled value, still the prerendered one, back over what was just typed.
 * - Events over an element (pointerover, focusin, …) raise the hydration to a priority that does
 *   not yield, another long task.
 *
 * Kept from React, each still does what the browser does with it: the character lands in the field,
 * the box is checked, the caret moves. Hydration then reads the fields (see BoundField in
 * @grand-river/forms), and from the moment the island is awake React hears everything.
 *
 * The lists are React DOM 19's: `discreteReplayableEvents` and `queueIfContinuousEvent`'s cases in
 * react-dom-client, plus `beforeinput` and `submit`, which the runtime handles itself. React exports
 * neither, so this is a copy: keptFromReact.test.ts reads the installed react-dom and fails when an
 * upgrade changes them.
 */
export const KEPT_FROM_REACT_WHILE_HYDRATING = [
  // Discrete: React hydrates synchronously to handle them.
  "mousedown",
  "mouseup",
  "touchcancel",
  "touchend",
  "touchstart",
  "auxclick",
  "dblclick",
  "pointercancel",
  "pointerdown",
  "pointerup",
  "dragend",
  "dragstart",
  "drop",
  "compositionend",
  "compositionstart",
  "keydown",
  "keypress",
  "keyup",
  "beforeinput",
  "input",
  "textInput",
  "copy",
  "cut",
  "paste",
  "click",
  "change",
  "contextmenu",
  "reset",
  "submit",
  // Continuous: React queues them and raises the hydration's priority.
  "focusin",
  "dragenter",
  "mouseover",
  "pointerover",
  "gotpointercapture",
] as const;
