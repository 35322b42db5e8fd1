import * as v from "valibot";
import type { TooLongMessage } from "../words/types.js";
import { TEXT_LIMITS } from "./limits.js";

/**
 * An optional website: empty, or an absolute http(s) address. Other schemes that URL parsing
 * accepts, such as "javascript:", are refused because the address is meant to be visited.
 */
export function websiteUrl(message: string, tooLong: TooLongMessage) {
  return v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.maxLength(TEXT_LIMITS.url, tooLong(TEXT_LIMITS.url)),
      v.check(isEmptyOrWebsite, message),
    ),
    "",
  );
}

function isEmptyOrWebsite(value: string): boolean {
  if (value === "") return true;
  try {
    const { protocol, hostname } = new URL(value);
    return (protocol === "http:" || protocol === "https:") && hostname !== "";
  } catch {
    return false;
  }
}
