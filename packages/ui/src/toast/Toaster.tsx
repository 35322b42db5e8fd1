// Kept, not sonner: store.ts says why.
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from "react";
import { visuallyHidden } from "../theme/global.css.js";
import { toasterPresets, TOAST_REMOVE_DELAY, type ToasterPreset } from "./presets.js";
import type { Toast } from "./store.js";
import { toastStore, useToasts } from "./toast.js";
import * as styles from "./Toaster.css.js";
import { toasterMessages, type ToasterMessages } from "./toasterMessages.js";

export { toasterMessages, type ToasterMessages };

/** Props of `Toaster`. */
export interface ToasterProps {
  /** `simple` (default): one toast, 5 s. `stacked`: up to three, 4 s, 14px apart, 356px wide. */
  preset?: ToasterPreset;
  /** Its words in another language or wording; any left out stay as `toasterMessages` has them. */
  messages?: Partial<ToasterMessages>;
}

/**
 * Shows the store's open toasts in a fixed corner of the screen. Render it once, near the root of the
 * app, and call `toast()` from anywhere. The preset sets the one store's limits, so both toast
 * systems share it. The cards show in the top layer (a manual popover, open while there are any),
 * so the corner is the screen's wherever the Toaster sits: inside a transformed or contained
 * element (a page section that animates in, or renders only near the screen), `position: fixed`
 * alone would pin them to that element's corner instead.
 *
 * Screen readers hear each toast once, through two live regions that are in the page before any
 * toast (a region that arrives together with its text is often not read): errors (destructive)
 * in the assertive one, everything else in the polite one. Each holds only the newest toast while
 * it is open, and a new toast (or new words) is a new element in it, so even the same words twice
 * are read twice. The cards themselves are a plain list, for looking at and closing.
 */
export function Toaster({ preset = "simple", messages }: ToasterProps) {
  const words = { ...toasterMessages, ...messages };
  const settings = toasterPresets[preset];
  useEffect(() => {
    toastStore.configure({
      limit: settings.maxVisible,
      duration: settings.duration,
      removeDelay: "removeDelay" in settings ? settings.removeDelay : TOAST_REMOVE_DELAY,
    });
  }, [settings]);

  const toasts = useToasts();
  // Newest last in the page, so it sits nearest the corner and the reading order matches the view.
  const open = toasts
    .filter((item) => item.open)
    .slice(0, settings.maxVisible)
    .reverse();
  // The store lists the newest first; once it closes, nothing is left to say (older ones were said).
  const newest = toasts[0]?.open ? toasts[0] : undefined;
  const urgent = newest?.variant === "destructive";
  const list = useTopLayer<HTMLOListElement>(open.length > 0);

  return (
    <section aria-label={words.region}>
      <ol ref={list} className={styles.viewport({ preset })}>
        {open.map((item) => (
          <ToastCard key={item.id} toast={item} closeLabel={words.close} />
        ))}
      </ol>
      <div className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
        {newest && !urgent ? <Announcement key={announcementKey(newest)} toast={newest} /> : null}
      </div>
      <div className={visuallyHidden} role="alert" aria-live="assertive" aria-atomic="true">
        {newest && urgent ? <Announcement key={announcementKey(newest)} toast={newest} /> : null}
      </div>
    </section>
  );
}

/**
 * Makes the element a manual popover once mounted, shown in the top layer while `shown` and hidden
 * (`display: none`) otherwise. Where popovers are missing (an older browser, jsdom) it stays what
 * the HTML has, a plain fixed element, and is never hidden by a `popover` attribute it cannot open.
 */
function useTopLayer<T extends HTMLElement>(shown: boolean) {
  const element = useRef<T>(null);
  useLayoutEffect(() => {
    const popover = element.current;
    if (!popover || !("showPopover" in popover)) return;
    if (popover.popover !== "manual") popover.popover = "manual";
    const open = popover.matches(":popover-open");
    if (shown && !open) popover.showPopover();
    else if (!shown && open) popover.hidePopover();
  }, [shown]);
  return element;
}

/** Each toast, and each change of its words, is a new element in its live region. */
const announcementKey = (toast: Toast) => `${toast.id}:${toast.title}:${toast.description ?? ""}`;

/** A toast's words in its live region. */
function Announcement({ toast }: { toast: Toast }) {
  return (
    <div>
      <p>{toast.title}</p>
      {toast.description ? <p>{toast.description}</p> : null}
    </div>
  );
}

function ToastCard({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  // Hover and focus each hold the timer; it runs again only once both have left.
  const holds = useRef({ hover: false, focus: false });
  const hold = (reason: "hover" | "focus", on: boolean) => {
    holds.current[reason] = on;
    if (holds.current.hover || holds.current.focus) toastStore.pause(toast.id);
    else toastStore.resume(toast.id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "Escape") toastStore.dismiss(toast.id);
  };

  return (
    // Hover pauses the toast. Its close button is the one thing in it that takes focus: focus there
    // pauses it too, and Escape from there dismisses it.
    <li
      className={styles.toast({ variant: toast.variant })}
      onPointerEnter={() => hold("hover", true)}
      onPointerLeave={() => hold("hover", false)}
    >
      {/* Read out by the live regions above, not here, so it is heard once. */}
      <div className={styles.message}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label={closeLabel}
        className={styles.close}
        onClick={() => toastStore.dismiss(toast.id)}
        onFocus={() => hold("focus", true)}
        onBlur={() => hold("focus", false)}
        onKeyDown={onKeyDown}
      >
        <svg className={styles.closeIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3.5 3.5l9 9m0-9-9 9" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
