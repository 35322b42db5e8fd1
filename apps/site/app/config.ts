import { site } from "@grand-river/content";

/** The deployed origin, for canonical and social URLs; no trailing slash. */
export const siteOrigin = (import.meta.env.VITE_SITE_ORIGIN ?? site.defaultOrigin).replace(/\/$/, "");

/** SHA-256 of the admin code, so the code itself is never in the built files. */
export const adminCodeSha256 = __ADMIN_CODE_SHA256__;
