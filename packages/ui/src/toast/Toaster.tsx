import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from "react";
import { toasterPresets, TOAST_REMOVE_DELAY, type ToasterPreset } from "./presets";
import type { Toast } from "./store";
import { toastStore, useToasts } from "./toast";
import * as styles from "./Toaster.css";

/** Props of `Toaster`. */
export interface ToasterProps {
  /** `simple` (default): one toast, 5 s. `stacked`: up to three, 4 s, 14px apart, 356px wide. */
  preset?: ToasterPreset;
}

/**
 * Shows the store's open toasts in a fixed corner. Render it once, near the root of the app, and call
 * `toast()` from anywhere. The preset sets the one store's limits, so both toast systems share it.
 */
export function Toaster({ preset = "simple" }: ToasterProps) {
  const settings = toasterPresets[preset];
  useEffect(() => {
    toastStore.configure({
      limit: settings.maxVisible,
      duration: settings.duration,
      removeDelay: "removeDelay" in settings ? settings.removeDelay : TOAST_REMOVE_DELAY,
    });
  }, [settings]);

  // Newest last in the page, so it sits nearest the corner and the reading order matches the view.
  const open = useToasts()
    .filter((item) => item.open)
    .slice(0, settings.maxVisible)
    .reverse();

  return (
    <section aria-label="Notifications" className={styles.viewport({ preset })}>
      {open.map((item) => (
        <ToastCard key={item.id} toast={item} />
      ))}
    </section>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  // Hover and focus each hold the timer; it runs again only once both have left.
  const holds = useRef({ hover: false, focus: false });
  const hold = (reason: "hover" | "focus", on: boolean) => {
    holds.current[reason] = on;
    if (holds.current.hover || holds.current.focus) toastStore.pause(toast.id);
    else toastStore.resume(toast.id);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) hold("focus", false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") toastStore.dismiss(toast.id);
  };

  return (
    <div
      className={styles.toast({ variant: toast.variant })}
      onPointerEnter={() => hold("hover", true)}
      onPointerLeave={() => hold("hover", false)}
      onFocus={() => hold("focus", true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {/* Errors interrupt (alert); everything else waits its turn (status). */}
      <div role={toast.variant === "destructive" ? "alert" : "status"} className={styles.message}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label="Close notification"
        className={styles.close}
        onClick={() => toastStore.dismiss(toast.id)}
      >
        <svg className={styles.closeIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3.5 3.5l9 9m0-9-9 9" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
