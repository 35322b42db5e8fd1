import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answerPress } from "./answerPress.js";

// jsdom has no PointerEvent: a MouseEvent of the same name carries what answerPress reads.
const pointer = (type: string, target: Element, { button = 0, isPrimary = true } = {}) =>
  target.dispatchEvent(Object.assign(new MouseEvent(type, { bubbles: true, button }), { isPrimary }));
/** A press: the pointer put down on `target` and lifted from it. */
const lift = (target: Element, options?: { button?: number; isPrimary?: boolean }) => {
  pointer("pointerdown", target, options);
  pointer("pointerup", target, options);
};
const click = (target: Element, detail: number) =>
  target.dispatchEvent(new MouseEvent("click", { bubbles: true, detail }));

let wiring: AbortController;
let answer: ReturnType<typeof vi.fn<(control: HTMLElement) => void>>;
let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = `<div id="root"><button data-step="1">Next</button><button data-step="-1" aria-disabled="true">Back</button><p>Text</p></div>`;
  root = document.querySelector<HTMLElement>("#root")!;
  wiring = new AbortController();
  answer = vi.fn<(control: HTMLElement) => void>();
  answerPress(root, "[data-step]", answer, wiring.signal);
});
afterEach(() => wiring.abort());

describe("answerPress", () => {
  const next = () => document.querySelector<HTMLElement>('[data-step="1"]')!;

  it("answers a tap when the finger lifts, and not again at the click that follows it", () => {
    lift(next());
    expect(answer).toHaveBeenCalledExactlyOnceWith(next());

    click(next(), 1);
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it("answers a click that no lifted pointer came before: a key, assistive technology, a script", () => {
    click(next(), 0);
    click(next(), 1);
    expect(answer).toHaveBeenCalledTimes(2);
  });

  it("answers a second tap, as it answered the first", () => {
    lift(next());
    click(next(), 1);
    lift(next());
    click(next(), 1);
    expect(answer).toHaveBeenCalledTimes(2);
  });

  it("leaves a mouse's other buttons, a second finger, a disabled control and the rest of the page to the click", () => {
    lift(next(), { button: 2 });
    lift(next(), { isPrimary: false });
    lift(document.querySelector('[data-step="-1"]')!);
    lift(document.querySelector("p")!);
    click(document.querySelector('[data-step="-1"]')!, 1);
    expect(answer).not.toHaveBeenCalled();
  });

  it("leaves a press that began elsewhere to the click, which the browser then does not send", () => {
    pointer("pointerdown", document.querySelector("p")!);
    pointer("pointerup", next());
    expect(answer).not.toHaveBeenCalled();
  });

  it("stops when its signal aborts", () => {
    wiring.abort();
    lift(next());
    click(next(), 0);
    expect(answer).not.toHaveBeenCalled();
  });
});
