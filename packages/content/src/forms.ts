import { site } from "./site";

/**
 * What every form says when the browser cannot run it (scripts off, or its code failed to load):
 * its send button stays off, so the visitor needs another way to reach the agency.
 */
export const scriptRequiredNote = {
  text: "Sending this form needs JavaScript, which is off or did not load in this browser. You can email us instead:",
  email: site.email,
  href: `mailto:${site.email}`,
} as const;
