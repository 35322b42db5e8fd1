import { useMemo } from "react";
import { mergeMessages } from "./mergeMessages";
import type { PartialMessages } from "./types";

/** A form's messages from its `messages` prop over its defaults, merged again only when the prop changes. */
export function useMessages<T extends object>(defaults: T, override: PartialMessages<T> | undefined): T {
  return useMemo(() => mergeMessages(defaults, override), [defaults, override]);
}
