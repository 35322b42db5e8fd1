import type { PartialMessages } from "./types.js";

/**
 * A form's messages: `defaults` with every word `override` gives laid over it, at any depth, for a
 * form's `messages` prop: `mergeMessages(contactMessages, { submit: "Send" })` rewords one button
 * and keeps the rest. Words left out, or given as `undefined`, keep the default.
 * Only the words `defaults` has are taken (a translation parsed from JSON cannot add others, nor
 * `__proto__`); `defaults` is returned as is when there is nothing to lay over it.
 */
export function mergeMessages<T extends object>(defaults: T, override: PartialMessages<T> | undefined): T {
  if (override === undefined) return defaults;
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined || !Object.hasOwn(defaults, key)) continue;
    const base = merged[key];
    merged[key] = isGroup(base) && isGroup(value) ? mergeMessages(base, value) : value;
  }
  return merged as T;
}

/** A group of words to merge into, rather than one message (a string, a function) or a list to replace. */
function isGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
