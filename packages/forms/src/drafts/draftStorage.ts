import * as v from "valibot";

/**
 * The fields a draft keeps, each with the schema its saved value must pass to be restored, so a
 * stale or edited draft cannot put a value into the form that the form never offers.
 */
export type DraftFields<TValues> = { readonly [Name in keyof TValues]?: v.GenericSchema<unknown, TValues[Name]> };

/** Drafts of this shape version are read; any other (older, newer, hand-edited) is dropped. */
const DRAFT_VERSION = 1;

export { draftKey } from "./draftKey.js";

/**
 * The tab's sessionStorage, or null where the browser refuses it (merely reading
 * `window.sessionStorage` throws a SecurityError when storage is blocked) or there is no window.
 */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The fields of `values` that `fields` lists and whose values pass their schema; nothing else. */
export function pickDraft<TValues>(values: Record<string, unknown>, fields: DraftFields<TValues>): Partial<TValues> {
  const picked: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries<v.GenericSchema | undefined>(fields)) {
    if (schema && name in values && v.is(schema, values[name])) picked[name] = values[name];
  }
  return picked as Partial<TValues>;
}

/** The saved draft under `key`, keeping only listed, well-formed fields; undefined when there is none or it is unreadable. */
export function readDraft<TValues>(key: string, fields: DraftFields<TValues>): Partial<TValues> | undefined {
  let saved: unknown;
  try {
    const raw = sessionStorageOrNull()?.getItem(key);
    if (raw == null) return undefined;
    saved = JSON.parse(raw);
  } catch {
    // Blocked storage or corrupt JSON: whatever is there is dropped rather than read again on every visit.
  }
  if (isDraftRecord(saved)) return pickDraft(saved.values, fields);
  removeDraft(key);
  return undefined;
}

/** Saves `values` under `key`; a full or blocked storage just means no draft this time. */
export function writeDraft(key: string, values: Record<string, unknown>): void {
  try {
    sessionStorageOrNull()?.setItem(key, JSON.stringify({ version: DRAFT_VERSION, values }));
  } catch {
    // QuotaExceededError or SecurityError: a draft is a convenience, never worth an error.
  }
}

/** Forgets the draft under `key`. */
export function removeDraft(key: string): void {
  try {
    sessionStorageOrNull()?.removeItem(key);
  } catch {
    // Storage blocked: there is nothing stored to forget.
  }
}

function isDraftRecord(value: unknown): value is { version: number; values: Record<string, unknown> } {
  if (typeof value !== "object" || value === null) return false;
  const { version, values } = value as Record<string, unknown>;
  return version === DRAFT_VERSION && typeof values === "object" && values !== null && !Array.isArray(values);
}
