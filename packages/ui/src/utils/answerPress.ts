/**
 * Calls `answer(control)` for each press of a control under `root` that matches `selector`, as soon
 * as the press is certain: when the finger or the mouse's main button, put down on it, is lifted
 * from it (`pointerup`). The `click` the browser sends after a touch waits for its gesture to be
 * recognised, a good part of a frame on a phone, so answering it there would paint the answer a
 * frame later. A press that comes only as a click (a key, assistive technology, a scripted click) is
 * answered at the click; the click that follows a press already answered is not answered again.
 */
export function answerPress(
  root: HTMLElement,
  selector: string,
  answer: (control: HTMLElement) => void,
  signal: AbortSignal,
): void {
  const controlOf = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
    return control && root.contains(control) ? control : null;
  };
  // The control the pointer went down on: a press is answered only where it began, as a click is.
  let pressed: HTMLElement | null = null;
  // The control whose press was answered when the pointer was lifted, until its click comes.
  let answered: HTMLElement | null = null;
  root.addEventListener("pointerdown", (event) => (pressed = controlOf(event)), { signal });
  root.addEventListener(
    "pointerup",
    (event) => {
      answered = null;
      const control = controlOf(event);
      const began = pressed;
      pressed = null;
      if (!control || control !== began || !event.isPrimary || event.button !== 0 || isDisabled(control)) return;
      answered = control;
      answer(control);
    },
    { signal },
  );
  root.addEventListener(
    "click",
    (event) => {
      const control = controlOf(event);
      const already = answered;
      answered = null;
      // `detail` counts a pointer's clicks: 0 is a click from a key or a script, never yet answered.
      if (!control || (control === already && event.detail > 0) || isDisabled(control)) return;
      answer(control);
    },
    { signal },
  );
}

const isDisabled = (control: HTMLElement) =>
  control.getAttribute("aria-disabled") === "true" || (control instanceof HTMLButtonElement && control.disabled);
