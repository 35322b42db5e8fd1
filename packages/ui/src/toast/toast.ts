import { useSyncExternalStore } from "react";
import { createToastStore, type Toast, type ToastInput } from "./store.js";

/** The site's one toast store; `<Toaster preset>` sets its limits. */
export const toastStore = createToastStore();

const noToasts: readonly Toast[] = [];

/** What `toast()` returns: the new toast's id and its controls. */
export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (patch: Partial<ToastInput>) => void;
}

/** Shows a toast, e.g. `toast({ title: "Error", description: "…", variant: "destructive" })`. */
export function toast(input: ToastInput): ToastHandle {
  const id = toastStore.add(input);
  return {
    id,
    dismiss: () => toastStore.dismiss(id),
    update: (patch) => toastStore.update(id, patch),
  };
}

/** The toasts the store holds, newest first (none during server rendering). */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => noToasts);
}
