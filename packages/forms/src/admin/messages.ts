import type { FormToast } from "../messages";

/** The toasts the admin password gate raises (spec §8), letter for letter; failures are destructive. */
export const adminToasts = {
  denied: { title: "Access Denied", description: "Incorrect password", variant: "destructive" },
  granted: { title: "Access Granted", description: "Welcome to the admin panel", variant: "success" },
} as const satisfies Record<string, FormToast>;
