import * as v from "valibot";
import { TEXT_LIMITS, tooLongMessage } from "./limits";

/**
 * An optional website: empty, or an absolute http(s) address. Other schemes that URL parsing
 * accepts, such as "javascript:", are refused because the address is meant to be visited.
 */
export function websiteUrl(message: string) {
  return v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.maxLength(TEXT_LIMITS.url, tooLongMessage(TEXT_LIMITS.url)),
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
