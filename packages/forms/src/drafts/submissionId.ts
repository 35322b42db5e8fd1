import { sessionStorageOrNull } from "./draftStorage.js";

/** The sessionStorage key of the id that one form's next submission will carry. */
export function submissionKey(form: string): string {
  return `grand-river:submission:${form}`;
}

/**
 * A new random submission id (a version 4 UUID). `crypto.randomUUID` exists only in secure
 * contexts; a site opened over plain http on a local network still gets an id of the same shape.
 */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id stored under `key`, if storage holds one. */
export function readSubmissionId(key: string): string | undefined {
  try {
    return sessionStorageOrNull()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `id` under `key` for the tab; blocked or full storage keeps it only in memory. */
export function writeSubmissionId(key: string, id: string | undefined): void {
  try {
    const storage = sessionStorageOrNull();
    if (id === undefined) storage?.removeItem(key);
    else storage?.setItem(key, id);
  } catch {
    // The id still lives in memory for this page; only a reload's retry would get a new one.
  }
}
