import type { PartialMessages } from "./types";

/**
 * A form's messages: `defaults` with every word `override` gives laid over it, at any depth. Words
 * left out, or given as `undefined`, keep the default, so a team can reword one toast without
 * restating the rest, and a word this package adds later shows in English rather than as nothing.
 * Only the words `defaults` has are taken (a translation parsed from JSON cannot add others, nor
 * `__proto__`); `defaults` is returned as is when there is nothing to lay over it.
 */
export function mergeMessages<T extends object>(defaults: T, override: PartialMessages<T> | undefined): T {
  if (override === undefined) return defaults;
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined || !Object.hasOwn(defaults, key)) continue;
    const base = merged[key];
    merged[key] = isPlainObject(base) && isPlainObject(value) ? mergeMessages(base, value) : value;
  }
  return merged as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
