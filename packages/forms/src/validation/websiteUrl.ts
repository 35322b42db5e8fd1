import * as v from "valibot";

/**
 * An optional website: empty, or an absolute http(s) address. Other schemes that URL parsing
 * accepts, such as "javascript:", are refused because the address is meant to be visited.
 */
export function websiteUrl(message: string) {
  return v.optional(v.pipe(v.string(message), v.trim(), v.check(isEmptyOrWebsite, message)), "");
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
