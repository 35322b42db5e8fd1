// Kept, not sonner: sonner would add several times this store's and Toaster's bytes to every form
// island (figures: docs/performance.md#hand-written-modules).
import { TOAST_REMOVE_DELAY, toasterPresets } from "./presets.js";

/** The looks of a toast; errors are `destructive` (spec §8). */
export const toastVariants = ["default", "destructive", "success"] as const;

/** A toast's look. */
export type ToastVariant = (typeof toastVariants)[number];

/** One toast as the store holds it (spec §3). */
export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** False once dismissed; the toast is removed `removeDelay` ms later. */
  open: boolean;
}

/** What a caller gives to show a toast. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** The store's limits, filled from a toaster preset. */
export interface ToastStoreOptions {
  /** How many toasts are held at once; adding beyond it drops the oldest. */
  limit: number;
  /** Milliseconds an open toast stays before it dismisses itself. */
  duration: number;
  /** Milliseconds a dismissed toast is kept before removal. */
  removeDelay: number;
}

/** A toast store: read it with `useSyncExternalStore(store.subscribe, store.getSnapshot)`. */
export interface ToastStore {
  // Functions, not methods: they are handed to useSyncExternalStore on their own, without `this`.
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly Toast[];
  /** Shows a toast (newest first) and returns its id. */
  add(input: ToastInput): string;
  /** Changes a toast's words or look; an open toast's timer starts again, so the new words get their full time. */
  update(id: string, patch: Partial<ToastInput>): void;
  /** Closes one toast, or all of them; each is removed `removeDelay` ms later. */
  dismiss(id?: string): void;
  /** Drops one toast, or all of them, at once. */
  remove(id?: string): void;
  /** Stops an open toast's timer (while it is hovered or focused). */
  pause(id: string): void;
  /** Restarts a paused toast's timer with the time it had left. */
  resume(id: string): void;
  /** Changes the limits; a lower limit drops the oldest toasts now. */
  configure(options: Partial<ToastStoreOptions>): void;
}

/** The simple system's limits: one toast, 5000 ms open, removed 8000 ms after dismissal. */
export const defaultToastStoreOptions: ToastStoreOptions = {
  limit: toasterPresets.simple.maxVisible,
  duration: toasterPresets.simple.duration,
  removeDelay: TOAST_REMOVE_DELAY,
};

/** Creates a toast store: plain data and timers, no React state library. */
export function createToastStore(initial: Partial<ToastStoreOptions> = {}): ToastStore {
  let options: ToastStoreOptions = { ...defaultToastStoreOptions, ...initial };
  let toasts: readonly Toast[] = [];
  let nextId = 0;
  const listeners = new Set<() => void>();
  const dismissTimers = new Map<string, { timeout: ReturnType<typeof setTimeout>; endsAt: number }>();
  const pausedRemaining = new Map<string, number>();
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = (next: readonly Toast[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };

  const clearDismissTimer = (id: string) => {
    const timer = dismissTimers.get(id);
    if (timer) clearTimeout(timer.timeout);
    dismissTimers.delete(id);
  };

  const clearTimers = (id: string) => {
    clearDismissTimer(id);
    pausedRemaining.delete(id);
    const removal = removeTimers.get(id);
    if (removal) clearTimeout(removal);
    removeTimers.delete(id);
  };

  const startDismissTimer = (id: string, ms: number) => {
    clearDismissTimer(id);
    if (!Number.isFinite(ms)) return;
    dismissTimers.set(id, { timeout: setTimeout(() => store.dismiss(id), ms), endsAt: Date.now() + ms });
  };

  /** Keeps at most `limit` toasts: closed ones go first, then the oldest open ones. */
  const trim = (list: readonly Toast[]) => {
    const kept = [...list];
    while (kept.length > Math.max(options.limit, 0)) {
      const closedIndex = kept.findLastIndex((item) => !item.open);
      const [dropped] = kept.splice(closedIndex === -1 ? kept.length - 1 : closedIndex, 1);
      if (dropped) clearTimers(dropped.id);
    }
    return kept;
  };

  const store: ToastStore = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
    add({ title, description, variant = "default" }) {
      nextId += 1;
      const id = String(nextId);
      emit(trim([{ id, title, description, variant, open: true }, ...toasts]));
      if (toasts.some((item) => item.id === id)) startDismissTimer(id, options.duration);
      return id;
    },
    update(id, patch) {
      const target = toasts.find((item) => item.id === id);
      if (!target) return;
      emit(
        toasts.map((item) => (item.id === id ? { ...item, ...patch, variant: patch.variant ?? item.variant } : item)),
      );
      if (!target.open) return;
      if (pausedRemaining.has(id)) pausedRemaining.set(id, options.duration);
      else startDismissTimer(id, options.duration);
    },
    dismiss(id) {
      const closing = toasts.filter((item) => item.open && (id === undefined || item.id === id));
      if (closing.length === 0) return;
      for (const item of closing) {
        clearDismissTimer(item.id);
        pausedRemaining.delete(item.id);
        removeTimers.set(
          item.id,
          setTimeout(() => store.remove(item.id), options.removeDelay),
        );
      }
      const closingIds = new Set(closing.map((item) => item.id));
      emit(toasts.map((item) => (closingIds.has(item.id) ? { ...item, open: false } : item)));
    },
    remove(id) {
      const leaving = toasts.filter((item) => id === undefined || item.id === id);
      if (leaving.length === 0) return;
      leaving.forEach((item) => clearTimers(item.id));
      emit(id === undefined ? [] : toasts.filter((item) => item.id !== id));
    },
    pause(id) {
      const timer = dismissTimers.get(id);
      if (!timer) return;
      clearDismissTimer(id);
      pausedRemaining.set(id, Math.max(timer.endsAt - Date.now(), 0));
    },
    resume(id) {
      const remaining = pausedRemaining.get(id);
      if (remaining === undefined) return;
      pausedRemaining.delete(id);
      startDismissTimer(id, remaining);
    },
    configure(next) {
      options = { ...options, ...next };
      if (toasts.length > options.limit) emit(trim(toasts));
    },
  };
  return store;
}
